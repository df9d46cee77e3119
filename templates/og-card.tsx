/**
 * The 1200x630 social-sharing card of a locale: brand, the locale's headline and tagline.
 * Rendered to PNG by `sitegen og-images`; self-contained (inline styles, no requests).
 */
import { LogoMark } from './components/logo.tsx';

const css = `
*{box-sizing:border-box}html,body{margin:0}
body{width:1200px;height:630px;font-family:system-ui,"Noto Sans","Noto Sans Hebrew","Noto Sans Devanagari",sans-serif;color:#0f1b2d;
background:#eef8f3;border-bottom:18px solid #0b7a55;display:flex;flex-direction:column;justify-content:space-between;padding:72px 80px}
.brand{display:flex;align-items:center;gap:18px;font-size:40px;font-weight:800;letter-spacing:-0.02em}
h1{font-size:68px;line-height:1.12;margin:0;max-width:1000px;font-weight:800;letter-spacing:-0.02em}
p{font-size:30px;color:#475569;margin:0}
.bar{display:flex;justify-content:space-between;align-items:center}
.stars{color:#d97706;font-size:40px;letter-spacing:4px}
`;

export function OgCard({ brand, headline, tagline, lang, dir }: { brand: string; headline: string; tagline: string; lang: string; dir: 'ltr' | 'rtl' }) {
  return (
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <div className="brand"><LogoMark size={64} /><span>{brand}</span></div>
        <h1>{headline}</h1>
        <div className="bar">
          <p>{tagline}</p>
          <span className="stars" aria-hidden="true">★★★★★</span>
        </div>
      </body>
    </html>
  );
}
