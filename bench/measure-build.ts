// Child process of the benchmark: one build, then its figures as JSON on stdout.
// Production React, as the CLI uses (bin/sitegen.js); set before React is loaded.
process.env.NODE_ENV ??= 'production';
process.env.UV_THREADPOOL_SIZE ??= '16';
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
