import js2xliff from 'xliff/js2xliff';
import type { SiteData } from '../load/load-data.ts';
import type { Inline } from './xliff-markdown.ts';
import { xliffUnits, type XliffUnit } from './xliff-units.ts';

/** The note that records the English a unit was exported from; import compares it with the disk. */
export const hashNote = (hash: string) => `source: ${hash}`;

/**
 * Attribute values for the library, which writes them as given (xliff 6.4.0 escapes text, not
 * attributes); its parser decodes them again.
 */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Parts in the library's shape: `<ph equiv>` for a placeholder, `<pc equivStart equivEnd>` around words. */
export function toLibrary(parts: Inline[]): unknown[] {
  return parts.map((part) => {
    if (typeof part === 'string') return part;
    if (part.end === undefined) return { Standalone: { id: part.id, equiv: attribute(part.start) } };
    return {
      Span: { id: part.id, equivStart: attribute(part.start), equivEnd: attribute(part.end), contents: toLibrary(part.parts ?? []) },
    };
  });
}

/**
 * `sitegen translations export`: the units of `lang` as XLIFF 2.0, one `<file>` per translation
 * file, each unit with its English, the translation on disk (none when missing) and a note with
 * the hash of the English. `staleOnly` keeps the stale and the missing units.
 */
export async function exportXliff(
  root: string,
  data: SiteData,
  lang: string,
  options: { staleOnly?: boolean } = {},
): Promise<{ xml: string; units: XliffUnit[] }> {
  const units = (await xliffUnits(root, data, lang)).filter((u) => !options.staleOnly || u.stale || u.target === undefined);
  const resources: Record<string, Record<string, unknown>> = {};
  for (const unit of units) {
    (resources[unit.file] ??= {})[unit.id] = {
      source: toLibrary(unit.source),
      ...(unit.target ? { target: toLibrary(unit.target) } : {}),
      note: hashNote(unit.hash),
    };
  }
  // No indentation: the library would indent mixed content, adding spaces to the text.
  const xml = await js2xliff({ sourceLanguage: 'en', targetLanguage: lang, resources }, { indent: '' });
  return { xml: `${xml}\n`, units };
}
