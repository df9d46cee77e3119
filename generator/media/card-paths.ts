/**
 * Where a post's social card is published: one per post and language, at a fixed address that
 * routes (JSON-LD) and the head (og:image) know before the card is drawn. Outside /assets/, so
 * hosts revalidate it rather than keep it for a year when a title changes.
 */
export function postCardPath(lang: string, slug: string): string {
  return `/og/${lang}/${slug}.png`;
}

/** The card's file in the output: `og/en/<slug>.png`. */
export function postCardFile(lang: string, slug: string): string {
  return postCardPath(lang, slug).slice(1);
}
