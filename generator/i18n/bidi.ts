/** First-strong isolate and pop directional isolate (Unicode's bidi algorithm, UAX #9). */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A run of Latin words and numbers: letters, digits and the marks that join them inside a token
 * (10,000 · 4.9/5 · name@example.com · A/B), a space only before another Latin word (White Label),
 * and a percent sign that belongs to its number. `{variable}` slots of message templates are
 * matched first and left as they are (the wizard fills and isolates them itself).
 */
const ltrRun = /\{\w+\}|[\p{Script=Latin}0-9](?:[\p{Script=Latin}\p{M}0-9]|[.,:/@_+'’&-](?=[\p{Script=Latin}0-9])| (?=\p{Script=Latin}))*%?/gu;

/**
 * Isolates every number and Latin token of right-to-left text, so each is laid out on its own and
 * the punctuation between them follows the sentence: without it "שותף עסקי של Meta · 45+ מדינות"
 * shows "+Meta · 45", the number taken into the Latin word's left-to-right run (issue 45, item 2).
 */
export function isolateLtrRuns(text: string): string {
  return text.replace(ltrRun, (run) => (run.startsWith('{') ? run : `${FSI}${run}${PDI}`));
}
