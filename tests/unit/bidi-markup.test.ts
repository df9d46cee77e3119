import { describe, expect, it } from 'vitest';
import { isolateLtrRunsInMarkup } from '../../generator/render/bidi-markup.ts';

/**
 * Issue 45 item 2: numbers and Latin words of right-to-left page text are isolated in markup,
 * never in the strings (497cf3b reverted isolate characters that leaked into API data). What the
 * browser draws is tested in tests/browser/bidi-order.test.ts; this is what the markup may touch.
 */
describe('isolateLtrRunsInMarkup', () => {
  it('wraps each run of a text in <bdi>, and the text in one right-to-left <bdi> (one flex item)', () => {
    expect(isolateLtrRunsInMarkup('<p class="eyebrow"><svg><path d="M9 13.5"></path></svg>שותף עסקי של Meta · 45+ מדינות</p>', 'he')).toBe(
      '<p class="eyebrow"><svg><path d="M9 13.5"></path></svg><bdi dir="rtl">שותף עסקי של <bdi>Meta</bdi> · <bdi>45</bdi>+ מדינות</bdi></p>',
    );
    expect(isolateLtrRunsInMarkup('<li>White Label, 10,000 ו-name@example.com ב-4.9/5 &amp; A/B</li>', 'he')).toBe(
      '<li><bdi dir="rtl"><bdi>White Label</bdi>, <bdi>10,000</bdi> ו-<bdi>name@example.com</bdi> ב-<bdi>4.9/5</bdi> &amp; <bdi>A/B</bdi></bdi></li>',
    );
  });

  it('leaves attributes, islands, scripts, left-to-right and other-language subtrees, and text without runs as they are', () => {
    const kept = [
      '<a href="/il/pricing/" title="Pro 49" aria-label="מסלול Pro">מחירים</a>',
      '<div data-island="contact-form" data-props="{}"><label>אני מסכים/ה ש-ReviewNudge ישיבו לי ב-WhatsApp<input name="x"></label></div>',
      '<script type="application/json">{"a":"Meta 45"}</script>',
      '<bdi dir="ltr" class="ltr">+972 52 123 4567</bdi>',
      '<span dir="ltr">+972 52 123 4567</span>',
      '<strong class="ltr">‏990 ‏₪</strong>',
      '<a href="/il/about/" lang="en">About us</a>',
      '<select><option>WhatsApp</option></select>',
      '<code>_ga_&lt;id&gt;</code>',
    ].join('');
    expect(isolateLtrRunsInMarkup(kept, 'he')).toBe(kept);
    // After a kept subtree closes, its siblings are isolated again.
    expect(isolateLtrRunsInMarkup('<p>ערך &lt;id&gt; ו-R&amp;D</p>', 'he')).toBe(
      '<p><bdi dir="rtl">ערך &lt;<bdi>id</bdi>&gt; ו-<bdi>R&amp;D</bdi></bdi></p>',
    );
    expect(isolateLtrRunsInMarkup('<div data-island="x"><div>Meta</div></div><p>ב-SMS</p>', 'he')).toBe(
      '<div data-island="x"><div>Meta</div></div><p><bdi dir="rtl">ב-<bdi>SMS</bdi></bdi></p>',
    );
  });
});
