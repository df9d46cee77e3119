import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../helpers/browser.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

/**
 * A keyboard-only visitor: on each page type, in English and Hebrew (right to left), on a phone
 * and a desktop, Tab goes round the whole page. Every visible interactive element must take
 * focus, show a focus indicator, and be on screen and not under the sticky header when it does.
 * Menus closed on the page (the mobile menu, the language dropdown) are opened from the keyboard
 * and walked too. accessibility.test.ts has axe's rules; this is what axe cannot see.
 */

/** What the in-page inspector answers after each Tab. */
interface FocusStop {
  /** Focus is on the first element of the walk again: the walk is complete. */
  cycled: boolean;
  /** Focus is inside the scope walked (a menu), or there is no scope (the whole page). */
  inside: boolean;
  problems: string[];
}

/**
 * Runs in the page after each Tab: remembers the focused element and checks it. Self-contained
 * (page.evaluate serializes it); the walk's state lives on `window` until the next navigation.
 */
function inspectFocus(scope: string | null): FocusStop {
  const walk = window as unknown as { keyboardWalk?: { seen: WeakSet<Element>; first?: Element } };
  walk.keyboardWalk ??= { seen: new WeakSet() };
  const state = walk.keyboardWalk;
  const el = document.activeElement;
  const inside = scope === null || Boolean(el?.closest(scope));
  if (!el || el === document.body || el === document.documentElement) return { cycled: false, inside, problems: [] };
  if (scope === null && el === state.first) return { cycled: true, inside, problems: [] };
  state.first ??= el;
  state.seen.add(el);

  const name = (node: Element) => {
    const text = (node.getAttribute('aria-label') ?? node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const id = node.id ? `#${node.id}` : '';
    const type = node.getAttribute('type') ? `[type=${node.getAttribute('type')}]` : '';
    return `<${node.tagName.toLowerCase()}${id}${type}> "${text}"`;
  };
  const problems: string[] = [];
  const style = getComputedStyle(el);
  const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
  const shadow = style.boxShadow !== 'none';
  if (!outline && !shadow)
    problems.push(
      `${name(el)}: no visible focus indicator (outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}, no box-shadow)`,
    );

  // A link that wraps is several boxes; any of them on screen and not covered will do.
  const boxes = [...el.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
  const box = el.getBoundingClientRect();
  // A text field is scrolled only as far as its caret, so its first line is what must show.
  const textField =
    el instanceof HTMLTextAreaElement ||
    (el instanceof HTMLInputElement && !['checkbox', 'radio', 'range', 'button', 'submit'].includes(el.type));
  const needed = textField ? Math.min(box.height, 24) : Math.min(box.height, innerHeight);
  const shownHeight = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
  const shownWidth = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
  if (shownHeight < needed - 1 || shownWidth < Math.min(box.width, innerWidth) - 1) {
    problems.push(
      `${name(el)}: not fully on screen when focused (${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)} in ${innerWidth}x${innerHeight})`,
    );
  } else {
    const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])] : [];
    const hits = (node: Element | null) => node !== null && (el.contains(node) || labels.some((label) => label.contains(node)));
    const centre = (part: DOMRect) =>
      document.elementFromPoint(
        Math.min(Math.max(part.left + part.width / 2, 0), innerWidth - 1),
        Math.min(Math.max(textField ? part.top + needed / 2 : part.top + part.height / 2, 0), innerHeight - 1),
      );
    const tops = boxes.map(centre);
    if (!tops.some(hits)) {
      const top = tops[0] ?? null;
      const header = top?.closest('.site-header') && !el.closest('.site-header') ? ' (the sticky header)' : '';
      problems.push(`${name(el)}: covered by ${top ? name(top) : 'nothing'}${header} at its centre`);
    }
  }
  return { cycled: false, inside, problems };
}

/**
 * Runs in the page at the end of a walk: every element a keyboard user should reach, visible
 * now, that never took focus. A radio group is one Tab stop, so one radio of it is enough. A
 * link or control taken out of the tab order (tabindex="-1") still counts, unless it is hidden
 * from assistive technology and duplicates a link that was reached (a card's cover image).
 */
function unreached(scope: string | null): string[] {
  const walk = window as unknown as { keyboardWalk?: { seen: WeakSet<Element> } };
  const seen = walk.keyboardWalk?.seen ?? new WeakSet<Element>();
  const root = scope === null ? document : document.querySelector(scope);
  if (!root) return [`${scope}: not on the page`];
  const native = 'a[href], button, input, select, textarea, summary';
  const reachedHrefs = new Set(
    [...document.querySelectorAll('a[href]')].filter((link) => seen.has(link)).map((link) => link.getAttribute('href')),
  );
  const candidates = [...root.querySelectorAll(`${native}, [tabindex]`)].filter((el) => {
    const skipped = Number(el.getAttribute('tabindex') ?? '0') < 0;
    // Made focusable only by tabindex (such as <main tabindex="-1">, a skip link's target).
    if (skipped && !el.matches(native)) return false;
    if (skipped && el.closest('[aria-hidden="true"]') && reachedHrefs.has(el.getAttribute('href'))) return false;
    if (el.matches(':disabled') || el.closest('[inert]')) return false;
    if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
    if (el.tagName === 'SUMMARY' && el.parentElement?.firstElementChild !== el) return false;
    // display: none, visibility: hidden, or inside a closed <details> / dialog.
    return el.checkVisibility({ visibilityProperty: true });
  });
  const radioGroupReached = (el: Element) =>
    el instanceof HTMLInputElement &&
    el.type === 'radio' &&
    el.name !== '' &&
    [...document.querySelectorAll(`input[type="radio"][name="${CSS.escape(el.name)}"]`)].some((radio) => seen.has(radio));
  return candidates
    .filter((el) => !seen.has(el) && !radioGroupReached(el))
    .map((el) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${text}": never took focus`;
    });
}

/** How many Tabs a walk may take before it is called a trap: every element twice, and some. */
async function tabBudget(page: Page): Promise<number> {
  return 40 + 2 * (await page.locator('a[href], button, input, select, textarea, [tabindex], summary').count());
}

/** Tab round the page until focus is back on the first element; problems as readable lines. */
async function walkPage(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const budget = await tabBudget(page);
  for (let presses = 0; presses < budget; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(inspectFocus, null);
    if (stop.cycled) return [...problems, ...(await page.evaluate(unreached, null))];
    problems.push(...stop.problems);
  }
  return [...problems, `focus did not come back round after ${budget} Tabs (a trap?)`];
}

/**
 * Opens each menu of the header that is closed but visible (its toggle took focus in the walk)
 * with Enter, Tabs through it, checks its items like the page's, and closes it with Escape.
 */
async function walkClosedMenus(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const menus = await page.locator('.site-header details').evaluateAll((all) =>
    all.map((menu, index) => ({
      index,
      name: menu.className,
      closedButVisible: !(menu as HTMLDetailsElement).open && menu.querySelector('summary')!.checkVisibility({ visibilityProperty: true }),
    })),
  );
  for (const { index, name } of menus.filter((menu) => menu.closedButVisible)) {
    const details = page.locator('.site-header details').nth(index);
    // Marks the menu so the in-page functions can tell inside from outside.
    const scope = '[data-keyboard-walk]';
    await details.evaluate((menu) => menu.setAttribute('data-keyboard-walk', ''));
    await details.locator('summary').focus();
    await page.keyboard.press('Enter');
    if (!(await details.evaluate((menu) => (menu as HTMLDetailsElement).open))) {
      problems.push(`menu ${name}: Enter on its toggle did not open it`);
      continue;
    }
    const items = await details.locator('a[href], button, input, select, textarea, summary').count();
    for (let presses = 0; presses <= items + 2; presses += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(inspectFocus, scope);
      if (!stop.inside) break;
      problems.push(...stop.problems.map((line) => `menu ${name}: ${line}`));
    }
    problems.push(...(await page.evaluate(unreached, scope)).map((line) => `menu ${name}: ${line}`));
    // Back onto its last item, then Escape: closed, and focus back on the toggle.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Escape');
    const after = await details.evaluate((menu) => ({
      open: (menu as HTMLDetailsElement).open,
      onToggle: document.activeElement === menu.querySelector('summary'),
    }));
    if (after.open || !after.onToggle) problems.push(`menu ${name}: Escape did not close it and return focus to its toggle`);
    await details.evaluate((menu) => menu.removeAttribute('data-keyboard-walk'));
  }
  return problems;
}

async function open(page: Page, path: string) {
  await page.goto(`${siteUrl}${path}`);
  await page.locator('[data-island]').first().waitFor({ state: 'attached' });
  await expect.poll(() => page.locator('[data-island]:not([data-hydrated])').count(), { timeout: 10_000 }).toBe(0);
  // Where focus lands is the point, not the smooth scroll to it: measured mid-animation it would
  // be off screen. (Emulating reduced motion instead turns every property into a 0.01 ms
  // transition, which is just as mid-way when measured at once.)
  await page.evaluate(() => {
    document.documentElement.style.scrollBehavior = 'auto';
  });
}

/** Wizard progress of an earlier walk would be restored; each wizard walk starts from nothing. */
async function clearWizardProgress(page: Page) {
  if (page.url().startsWith(siteUrl)) await page.evaluate(() => sessionStorage.removeItem('app:v1:wizard'));
}

/** A later wizard step reached as a visitor does: ?plan= starts at step 2; fill it, continue to 3. */
async function openWizardBusinessStep(page: Page, prefix: string) {
  await clearWizardProgress(page);
  await open(page, `${prefix}/onboarding/?plan=growth`);
  // No API on this host, so no number to buy: the own-number form is the step.
  await page.locator('#own-country').selectOption('US');
  await page.locator('#own-phone').fill('202 555 0143');
  await page.locator('.wizard__actions .button--primary').click();
  await page.locator('#b-contactName').waitFor();
}

const pageTypes: { name: string; visit: (page: Page, prefix: string) => Promise<void> }[] = [
  ...(
    [
      ['home', '/'],
      ['pricing', '/pricing/'],
      ['contact', '/contact/'],
      ['login', '/login/'],
      ['roi', '/roi/'],
      ['blog list', '/blog/'],
      ['blog post', '/blog/more-reviews-more-money/'],
      ['legal (terms)', '/terms/'],
      ['content page (accessibility statement)', '/accessibility/'],
    ] as const
  ).map(([name, path]) => ({ name, visit: (page: Page, prefix: string) => open(page, `${prefix}${path}`) })),
  {
    name: 'wizard step 1',
    visit: async (page, prefix) => {
      await clearWizardProgress(page);
      await open(page, `${prefix}/onboarding/`);
    },
  },
  { name: 'wizard step 3 (business)', visit: openWizardBusinessStep },
];

describe.each([375, 1280])('keyboard walk at %i px', (width) => {
  // One page for the width, reused for every page type and both languages.
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser(), { width }));
    // The login page sends visitors who have not finished onboarding to the wizard.
    await page.addInitScript(() => localStorage.setItem('app:v1:onboardingCompleted', 'true'));
  });
  afterAll(() => page?.close());

  it.each([
    ['English', ''],
    ['Hebrew', '/il'],
  ])(
    '%s: every element reachable, visibly focused, on screen',
    async (_language, prefix) => {
      const problems: string[] = [];
      for (const type of pageTypes) {
        await type.visit(page, prefix);
        const found = [...(await walkPage(page)), ...(await walkClosedMenus(page))];
        problems.push(...found.map((line) => `${prefix || '/'} ${type.name} @${width}: ${line}`));
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
