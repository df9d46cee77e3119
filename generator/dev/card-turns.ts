import type { CardDrawing } from './asset-state.ts';

/**
 * How quiet the dev server must have been before social cards are drawn (`drawSoon`): the
 * pages told have updated by then, and saves in quick succession do not wait behind the drawing.
 * 500 ms was too short after a start with an empty image cache: ~6 s of new cards (the shipped
 * site) were drawn slice by slice between saves 1.5 s apart, and each save waited for a slice.
 */
const cardsDelayMs = 2000;

/**
 * The social cards the last good rebuild left to draw, drawn a moment later, a slice per turn
 * (`inTurn`: the dev server's queue of rebuilds): satori lays a card out on the server's thread
 * (~50 ms), which the pages told to update would otherwise wait for as they fetch, and a save
 * waits for one slice (~100 ms), not for every card. A later rebuild's cards replace them (it
 * draws again those not drawn yet).
 */
export function cardTurns(inTurn: (job: () => Promise<void>) => Promise<void>, failed: (error: unknown) => void) {
  let toDraw: CardDrawing | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const drawSlice = (drawing: CardDrawing): Promise<void> =>
    inTurn(async () => {
      if (toDraw !== drawing) return; // replaced by a later rebuild's, or gone with a failed one
      try {
        const { done } = await drawing.drawSlice();
        // Queued behind any rebuild that came meanwhile.
        if (done) toDraw = undefined;
        else void drawSlice(drawing);
      } catch (error) {
        toDraw = undefined;
        failed(error);
      }
    });
  return {
    /** Draws `drawing`'s cards once the server has been quiet a while; undefined: none (a failed rebuild's). */
    drawSoon(drawing: CardDrawing | undefined) {
      toDraw = drawing;
      clearTimeout(timer);
      timer =
        drawing &&
        setTimeout(() => {
          timer = undefined;
          void drawSlice(drawing);
        }, cardsDelayMs);
    },
    /** Whether cards wait for their moment (the server is not idle yet). */
    waiting: () => timer !== undefined,
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
