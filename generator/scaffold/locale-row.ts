/**
 * Adds `row` at the end of the `"locales"` list of locales/locales.json's text, written like the
 * row before it (on one line, `{ "id": "fr", … }`, or indented over several lines), leaving every
 * other byte as it was: the change is a one-row diff a reviewer can read.
 */
export function appendLocaleRow(text: string, row: object): string {
  const { lastRowStart, lastRowEnd } = localesList(text);
  const lineStart = text.lastIndexOf('\n', lastRowStart) + 1;
  const indent = text.slice(lineStart, lastRowStart);
  const oneLine = !text.slice(lastRowStart, lastRowEnd).includes('\n');
  const written = oneLine
    ? `{ ${Object.entries(row)
        .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
        .join(', ')} }`
    : JSON.stringify(row, null, 2).split('\n').join(`\n${indent}`);
  return `${text.slice(0, lastRowEnd)},\n${indent}${written}${text.slice(lastRowEnd)}`;
}

/**
 * Where the last row of the `"locales": [` list starts (its `{`) and ends (after its `}`):
 * one pass over the text, skipping strings, counting brackets.
 */
function localesList(text: string): { lastRowStart: number; lastRowEnd: number } {
  const key = text.search(/"locales"\s*:\s*\[/);
  if (key === -1) throw new Error('locales/locales.json has no "locales" list.');
  let depth = 0;
  let lastRowStart = -1;
  let lastRowEnd = -1;
  for (let i = text.indexOf('[', key); i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      for (i++; i < text.length && text[i] !== '"'; i += text[i] === '\\' ? 2 : 1);
      continue;
    }
    if (char === '{' && depth === 1) lastRowStart = i;
    if (char === '[' || char === '{') depth++;
    if (char === ']' || char === '}') depth--;
    if (char === '}' && depth === 1) lastRowEnd = i + 1;
    if (depth === 0) break;
  }
  if (lastRowStart === -1 || lastRowEnd === -1 || depth !== 0)
    throw new Error('locales/locales.json: the "locales" list has no row to follow, or is not closed.');
  return { lastRowStart, lastRowEnd };
}
