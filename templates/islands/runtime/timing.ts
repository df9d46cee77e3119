/** The spec's timings (section 9), in one place so tests and widgets agree. */
export const timings = {
  scrollDelayMs: 100,
  contactSendMs: 2000,
  loginDelayMs: 2000,
  loginToastMs: 2000,
  roiCounterMs: 2000,
  roiCounterSteps: 60,
} as const;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
