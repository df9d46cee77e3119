#!/usr/bin/env node
// Entry of the `sitegen` command. The CLI is written in TypeScript and runs without a build step:
// it is bundled with esbuild on first use and whenever a source file changed (cli-bundle.js).
import './process-settings.js';
import { loadCli } from './cli-bundle.js';

// `sitegen --help | head` closes the pipe early: that is the reader's choice, not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}
const { main } = await loadCli();
process.exitCode = await main(process.argv);
