import { escapeHtml } from '../render/html.ts';
import { unitKinds } from '../i18n/freshness.ts';
import { staleReason, unitName, unitStates, type LocaleTranslations } from './status.ts';

/**
 * The status report as one self-contained HTML page (a team's CI artefact): a table per locale
 * and the list of its stale units. No script, no request off the page.
 */
export function translationReportHtml(report: LocaleTranslations[]): string {
  const sections = report.map((entry) => {
    const rows = unitKinds
      .map((kind) => `<tr><th scope="row">${kind}</th>${unitStates.map((state) => `<td>${entry.counts[kind][state]}</td>`).join('')}</tr>`)
      .join('\n');
    const stale =
      entry.stale.length === 0
        ? '<p>Nothing stale.</p>'
        : `<ul>\n${entry.stale.map((unit) => `<li><code>${escapeHtml(unitName(unit))}</code>: ${escapeHtml(staleReason(unit))}</li>`).join('\n')}\n</ul>`;
    return [
      `<section>`,
      `<h2>${escapeHtml(entry.locale)} <small>(${escapeHtml(entry.lang)})</small></h2>`,
      `<table><thead><tr><th></th>${unitStates.map((state) => `<th scope="col">${state}</th>`).join('')}</tr></thead>`,
      `<tbody>\n${rows}\n</tbody></table>`,
      stale,
      `</section>`,
    ].join('\n');
  });
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Translation status</title>',
    '<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}table{border-collapse:collapse}th,td{padding:.25rem .75rem;border:1px solid #ccc;text-align:end}th[scope=row]{text-align:start}code{overflow-wrap:anywhere}</style>',
    '</head>',
    '<body>',
    '<h1>Translation status</h1>',
    '<p>fresh: records the English it translates; stale: the English changed since (or no record); missing: not translated, pages show the English; fallback: a string copied from English, or a post, page or legal text shown in English.</p>',
    ...sections,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
