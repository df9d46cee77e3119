/**
 * How wide covers are drawn, for `sizes` (the browser picks a width from srcset before it has
 * the CSS): keep in step with pages.css (`.post` is 800 px at most) and components.css (three
 * cards a row from 1024 px in a container of about 1200 px, two from 769 px).
 */
export const coverSizes = {
  hero: '(min-width: 848px) 800px, 100vw',
  card: '(min-width: 1024px) 380px, (min-width: 769px) 50vw, 100vw',
} as const;

/**
 * The widest a cover is drawn, in CSS pixels: the post page's hero (`.post` is 800 px at most).
 * A raster cover narrower than this is stretched and looks soft; the build refuses it
 * (generator/media/cover-width.ts, issue 45 item 4).
 */
export const coverShownWidth = 800;
