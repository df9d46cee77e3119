import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe on a page in its legacy mode: it runs the rules in the page itself, instead of gathering each
 * frame's results in a blank page it opens for the purpose, which took longer than the rules. The
 * site's pages have no frames, the one thing only the other mode reaches.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);
