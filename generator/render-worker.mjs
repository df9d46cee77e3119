// Worker entry: TypeScript (and JSX) through tsx, with the repository's tsconfig.
import { register } from 'tsx/esm/api';
import { tsconfigPath } from '../bin/tsconfig-path.js';

register({ tsconfig: tsconfigPath });
await import('./render-worker.ts');
