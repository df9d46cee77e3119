#!/usr/bin/env node
// Entry of the `sitegen` command. The CLI is written in TypeScript; tsx compiles it on the fly
// (with esbuild, cached on disk), so there is no separate build step before running it.
import './process-settings.js';
import { register } from 'tsx/esm/api';
import { tsconfigPath } from './tsconfig-path.js';

// `sitegen --help | head` closes the pipe early: that is the reader's choice, not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}
// The project's own tsconfig (JSX settings), whatever folder the command runs from.
register({ tsconfig: tsconfigPath });
const { main } = await import('./cli.ts');
process.exitCode = await main(process.argv);
