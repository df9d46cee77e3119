import { coverShownWidth } from '../../templates/components/cover-sizes.ts';
import type { ContentProblem } from '../errors.ts';
import { coverCrop } from './derive-image.ts';
import type { ImageUse, SourceImage } from './source-image.ts';

/**
 * A raster cover whose cover box (the 40:21 crop around `coverFocus`) is narrower than the
 * widest the page draws it: stretched, it looks soft beside sharp illustrations (issue 45 item 4:
 * a 600 px photo shown at 736 px). SVG scales, so only raster formats are judged.
 */
export function coverTooNarrow(source: SourceImage, use: ImageUse, focus: string | undefined): ContentProblem | undefined {
  const { width } = coverCrop(source.width, source.height, focus);
  if (width >= coverShownWidth) return undefined;
  const cropped = width < source.width ? ` (${width} px once cropped to the cover's 40:21 box)` : '';
  return {
    file: use.file,
    field: use.field,
    message: `content${use.image} is ${source.width}×${source.height}${cropped}, narrower than the ${coverShownWidth} px a post page shows its cover at, so it would be drawn blurred`,
    hint: `use an image at least ${coverShownWidth} px wide (${coverShownWidth * 2} px for sharp screens), or an SVG illustration like the other covers in content/images/blog/`,
  };
}
