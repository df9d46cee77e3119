/**
 * What a source file was validated into, kept while its text stays the same: `sitegen dev`
 * loads every data, strings, legal and page file at each rebuild, and a post edit left them as
 * they were. Handing back the same object lets later steps keep what they made from it (the
 * translators of i18n.ts, the strings checks). It is frozen, so code that changed it in place
 * would throw rather than carry one build's change into the next. `text` holds everything the
 * value is made from (a legal text's site values too); a file that fails is checked again.
 */
const lastValid = new Map<string, { text: string; value: unknown }>();

export function validatedOnce<T>(path: string, text: string, validate: () => T | undefined): T | undefined {
  const last = lastValid.get(path);
  if (last?.text === text) return last.value as T;
  const value = validate();
  if (value === undefined) lastValid.delete(path);
  else lastValid.set(path, { text, value: deepFreeze(value) });
  return value;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
