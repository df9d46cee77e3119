import { describe, expect, inject, it } from 'vitest';
import he from '../../locales/he.json' with { type: 'json' };
import hi from '../../locales/hi.json' with { type: 'json' };
import { openPage, useBrowser } from '../helpers/browser.ts';

// Issue 45, item 6: the Hebrew plan cards said בסיסי / צמיחה / פרו while the FAQ answers on the
// same page said Starter / Growth / Pro. Answers name plans with {{plan.<slug>}} now.
const siteUrl = inject('siteUrl');
const browser = useBrowser();

const slugs = ['starter', 'growth', 'pro'] as const;
const englishNames = /\b(Starter|Growth|Pro)\b/;

describe("plan names in the pricing page's FAQ answers", () => {
  it.each([
    ['Hebrew', '/il/pricing/', he.plans],
    ['Hindi', '/in/pricing/', hi.plans],
  ])('%s: the answers name the plans as the cards do', async (_language, path, plans) => {
    const { page } = await openPage(browser(), { width: 375 });
    await page.goto(`${siteUrl}${path}`);
    const names = slugs.map((slug) => plans[slug].name);
    // The cards show the localized names...
    const cards = await page.locator('#plans').innerText();
    for (const name of names) expect(cards).toContain(name);
    // ...and so does every answer that names plans (closed <details>: read their text, not what is drawn).
    for (const id of ['which-plan', 'message-pricing']) {
      const answer = (await page.locator(`#faq-${id} > div`).textContent())!;
      for (const name of names) expect(answer, id).toContain(name);
      expect(answer, id).not.toMatch(englishNames);
    }
    await page.close();
  });
});
