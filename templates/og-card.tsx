/**
 * The 1200x630 social-sharing card: the brand, a title (a post's, or a locale's headline), an
 * optional line under it, and a post's cover beside the text. Laid out by satori and drawn by
 * resvg at build time (generator/media/social-card.ts), so only the CSS satori knows is used:
 * flex boxes and inline styles. Colours, brand name and logo come from the caller.
 */

export interface CardBrand {
  name: string;
  /** The logo as a data: URL (an SVG). */
  logo: string;
  colours: { background: string; text: string; muted: string; accent: string };
}

export interface OgCardProps {
  brand: CardBrand;
  title: string;
  /** A line under the title: the tagline, or a post's author and date. */
  subtitle: string;
  /** The cover, cropped to 440x630, as a data: URL; none for a locale's card. */
  cover?: string;
  lang: string;
  dir: 'ltr' | 'rtl';
}

export const ogCardCoverSize = { width: 440, height: 630 } as const;

export function OgCard({ brand, title, subtitle, cover, dir }: OgCardProps) {
  const { colours } = brand;
  const titleSize = title.length > 70 ? 50 : title.length > 40 ? 58 : 68;
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'row',
        width: 1200,
        height: 630,
        direction: dir,
        background: colours.background,
        color: colours.text,
        fontFamily: 'Noto Sans',
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flex: 1,
          padding: '64px 72px',
          borderBottom: `18px solid ${colours.accent}`,
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', gap: 18, fontSize: 38, fontWeight: 700 }}>
          <img src={brand.logo} width={60} height={60} alt="" />
          <span>{brand.name}</span>
        </div>
        <div style={{ display: 'flex', fontSize: titleSize, fontWeight: 700, lineHeight: 1.15, lineClamp: 4, textAlign: 'start' }}>
          {title}
        </div>
        <div style={{ display: 'flex', fontSize: 28, color: colours.muted, textAlign: 'start' }}>{subtitle}</div>
      </div>
      {cover ? (
        <img src={cover} width={ogCardCoverSize.width} height={ogCardCoverSize.height} alt="" style={{ objectFit: 'cover' }} />
      ) : null}
    </div>
  );
}
