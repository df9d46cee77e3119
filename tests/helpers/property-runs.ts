/**
 * Runs of a property test that builds sites: few in `npm test` (each run is several builds),
 * more on request, as `SITEGEN_PROPERTY_RUNS=50 npx vitest run tests/integration/build-cache.test.ts`.
 */
export function propertyRuns(inSuite: number): number {
  const asked = Number(process.env.SITEGEN_PROPERTY_RUNS);
  return Number.isInteger(asked) && asked > 0 ? asked : inSuite;
}
