/** The wizard's strings, already in the page's language; `{{name}}` placeholders are filled here. */
export type Strings = Record<string, string>;

export function createText(strings: Strings) {
  return (key: string, values: Record<string, string | number> = {}): string => {
    const text = strings[key] ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  };
}

export type Text = ReturnType<typeof createText>;
