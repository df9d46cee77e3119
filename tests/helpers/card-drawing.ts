import type { RebuildResult } from '../../generator/dev/incremental-build.ts';

/** Draws a dev rebuild's social cards, slice after slice, as the dev server does between rebuilds; the output paths written. */
export async function drawAllCards(result: RebuildResult): Promise<string[]> {
  const written: string[] = [];
  for (let done = !result.cards; !done;) {
    const slice = await result.cards!.drawSlice();
    written.push(...slice.written);
    done = slice.done;
  }
  return written;
}
