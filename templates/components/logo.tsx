/**
 * The brand mark (data/brand.json `mark`): a rounded square with shapes on it, on a 32 x 32 grid.
 * Drawn inline so the header needs no request; the favicon and logo files are the same drawing
 * (`markSvg`), so the three cannot disagree.
 */

/** The mark with every fill resolved to a colour: what the logo, favicon and social card draw. */
export interface MarkView {
  cornerRadius: number;
  background: string;
  shapes: { path: string; fill: string }[];
}

/** The brand's mark with its colour names (`"accent"`, `"star"`) replaced by the brand's colours. */
export function resolveMark(
  mark: { cornerRadius: number; background: string; shapes: { path: string; fill: string }[] },
  colors: Record<string, string>,
): MarkView {
  const color = (fill: string) => (fill.startsWith('#') ? fill : (colors[fill] ?? fill));
  return {
    cornerRadius: mark.cornerRadius,
    background: color(mark.background),
    shapes: mark.shapes.map((shape) => ({ path: shape.path, fill: color(shape.fill) })),
  };
}

/** The mark as an SVG file (favicon, `/logo.svg`), `size` pixels square. */
export function markSvg(mark: MarkView, size = 512): string {
  const shapes = mark.shapes.map((shape) => `<path d="${shape.path}" fill="${shape.fill}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="${mark.cornerRadius}" fill="${mark.background}"/>${shapes}</svg>`;
}

export function LogoMark({ size = 32, mark }: { size?: number; mark?: MarkView }) {
  // The mark is data (data/brand.json): a caller that does not pass it has nothing to draw.
  if (!mark) throw new Error("LogoMark needs the brand's mark: pass ctx.brandMark (from data/brand.json).");
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx={mark.cornerRadius} fill={mark.background} />
      {mark.shapes.map((shape, index) => (
        <path key={index} d={shape.path} fill={shape.fill} />
      ))}
    </svg>
  );
}
