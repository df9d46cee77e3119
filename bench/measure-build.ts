// Child process of the benchmark: one build, then its figures as JSON on stdout.
// The CLI's process settings (production React, I/O threads, heap growth), before React loads.
import '../bin/process-settings.js';
const { build } = await import('../generator/build.ts');

const [root, outDir] = process.argv.slice(2);
const started = process.hrtime.bigint();
const result = await build({ root: root!, outDir: outDir! });
const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
const usage = process.resourceUsage();
process.stdout.write(`${JSON.stringify({
  pages: result.pages,
  wallMs: Math.round(wallMs),
  cpuMs: Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000),
  peakRssMb: Math.round(usage.maxRSS / 1024),
  stages: result.stages,
})}\n`);
