// Child process of the benchmark: one build, then its figures as JSON on stdout.
// Started the way bin/sitegen.js starts the CLI, so the benchmark measures what users run: the
// CLI's process settings before React loads, and tsx registered in this thread only. (Started
// with `node --import tsx` instead, every render thread would load tsx too: about 100 ms more
// per thread, a cost the CLI does not have.)
import '../bin/process-settings.js';
import { register } from 'tsx/esm/api';
import { tsconfigPath } from '../bin/tsconfig-path.js';

register({ tsconfig: tsconfigPath });
const { build } = await import('../generator/build.ts');

const [root, outDir] = process.argv.slice(2);
const started = process.hrtime.bigint();
const result = await build({ root, outDir });
const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
const usage = process.resourceUsage();
process.stdout.write(`${JSON.stringify({
  pages: result.pages,
  wallMs: Math.round(wallMs),
  cpuMs: Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000),
  // The kernel's share of the CPU time: creating the output's files and folders, most of it.
  sysMs: Math.round(usage.systemCPUTime / 1000),
  peakRssMb: Math.round(usage.maxRSS / 1024),
  stages: result.stages,
})}\n`);
