// Loaded with `--import` by a test: kills this process with SIGKILL (as a crash, a CI timeout or
// the out-of-memory killer would) right after the Nth rename that moves something into or out
// of the folder `SITEGEN_TEST_KILL_IN`, so a test can stop a build at each step of its move.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { resolve, sep } from 'node:path';
import { isMainThread } from 'node:worker_threads';

const folder = process.env.SITEGEN_TEST_KILL_IN;
const limit = Number(process.env.SITEGEN_TEST_KILL_AFTER_RENAMES);
if (isMainThread && folder && limit > 0) {
  let count = 0;
  const inFolder = (path) => resolve(String(path)) === folder || resolve(String(path)).startsWith(folder + sep);
  const counted = (from, to) => {
    if ((inFolder(from) || inFolder(to)) && ++count === limit) process.kill(process.pid, 'SIGKILL');
  };
  const { renameSync } = fs;
  const { rename } = fs.promises;
  fs.renameSync = (from, to) => {
    renameSync(from, to);
    counted(from, to);
  };
  fs.promises.rename = async (from, to) => {
    await rename(from, to);
    counted(from, to);
  };
  // `import { renameSync } from 'node:fs'` in the CLI sees the replacements too.
  syncBuiltinESMExports();
}
