#!/usr/bin/env node
// Entry of the `sitegen` command. The CLI is written in TypeScript; tsx compiles it on the fly
// (with esbuild, cached on disk), so there is no separate build step before running it.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./cli.ts');
process.exitCode = await main(process.argv);
