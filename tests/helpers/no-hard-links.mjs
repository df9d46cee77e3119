// Loaded with `--import` by a test: this process's `linkSync` fails as it does across devices
// (EXDEV), so a test can build where the disk refuses hard links.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

fs.linkSync = (from, to) => {
  throw Object.assign(new Error(`EXDEV: cross-device link not permitted, link '${from}' -> '${to}'`), { code: 'EXDEV', syscall: 'link' });
};
syncBuiltinESMExports();
