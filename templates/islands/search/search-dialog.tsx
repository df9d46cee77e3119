import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '../runtime/dialog.tsx';
import { mountWidget } from '../runtime/hydrate.ts';
import { preloadSearch, resultsPerTurn, searchSite, type SearchHit } from './pagefind-client.ts';

/** What the header hands the dialog: where the locale's index is, its language and its strings. */
export interface SearchSetup {
  /** The search page, where the button leads without JavaScript. */
  href: string;
  /** The locale's Pagefind folder, ending in `/`: `/il/pagefind/`. */
  index: string;
  lang: string;
  labels: {
    open: string;
    title: string;
    label: string;
    placeholder: string;
    close: string;
    noResults: string;
    resultsOne: string;
    resultsOther: string;
    loading: string;
    error: string;
    typePost: string;
    typePage: string;
    more: string;
  };
}

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'done'; query: string; total: number; hits: SearchHit[] };

function announce(setup: SearchSetup, state: State): string {
  const { labels } = setup;
  if (state.kind === 'loading') return labels.loading;
  if (state.kind === 'error') return labels.error;
  if (state.kind !== 'done') return '';
  if (state.total === 0) return labels.noResults.replace('{{query}}', state.query);
  const one = new Intl.PluralRules(setup.lang).select(state.total) === 'one';
  return (one ? labels.resultsOne : labels.resultsOther).replace('{{count}}', String(state.total));
}

/** Arrow keys move between the field and the results; Enter on a result follows its link. */
function moveFocus(list: HTMLElement | null, input: HTMLInputElement | null, event: KeyboardEvent) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...(list?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  if (links.length === 0) return;
  event.preventDefault();
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
  (next < 0 ? input : links[next])?.focus();
}

/**
 * The search dialog (issue 43), loaded with the first click on the header's search button:
 * a field, the locale's results as the visitor types (title, excerpt with the match marked,
 * type), their count announced to screen readers.
 */
function SearchDialog({ setup, open, onClose }: { setup: SearchSetup; open: boolean; onClose: () => void }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const latest = useRef(0);
  useEffect(() => {
    preloadSearch(setup.index).catch(() => setState({ kind: 'error' }));
  }, [setup.index]);
  // After the dialog's showModal (a child's effect runs first), which focuses its first button.
  useEffect(() => {
    if (open) input.current?.focus();
    else setState({ kind: 'idle' });
  }, [open]);

  const run = (query: string, shown = resultsPerTurn) => {
    const turn = ++latest.current;
    if (query.trim() === '') return setState({ kind: 'idle' });
    setState((state) => (state.kind === 'done' ? state : { kind: 'loading' }));
    searchSite(setup.index, query, shown).then(
      (found) => turn === latest.current && setState({ kind: 'done', query, ...found }),
      () => turn === latest.current && setState({ kind: 'error' }),
    );
  };

  const { labels } = setup;
  return (
    <Dialog open={open} onClose={onClose} labelledBy="search-dialog-title" className="dialog--search">
      <div className="search-dialog" onKeyDown={(event) => moveFocus(list.current, input.current, event)}>
        <div className="search-dialog__head">
          <h2 id="search-dialog-title">{labels.title}</h2>
          <button type="button" className="icon-button" aria-label={labels.close} onClick={onClose}>
            {/* Drawn here, not with components/icons.tsx: sharing it with the header's island would split it into a chunk every page loads. */}
            <svg
              viewBox="0 0 24 24"
              width="18"
              height="18"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <label className="visually-hidden" htmlFor="search-dialog-field">
            {labels.label}
          </label>
          <input
            ref={input}
            id="search-dialog-field"
            className="search-dialog__field"
            type="search"
            autoComplete="off"
            placeholder={labels.placeholder}
            onInput={(event) => run((event.target as HTMLInputElement).value)}
          />
        </form>
        <p className="search-dialog__status" role="status" aria-live="polite">
          {announce(setup, state)}
        </p>
        {state.kind === 'done' && state.hits.length > 0 ? (
          <ul className="search-dialog__results" ref={list}>
            {state.hits.map((hit) => (
              <li key={hit.url}>
                <a href={hit.url}>
                  <span className="search-dialog__type">{hit.type === 'post' ? labels.typePost : labels.typePage}</span>
                  <strong>{hit.title}</strong>
                  <span className="search-dialog__excerpt" dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {state.kind === 'done' && state.hits.length < state.total ? (
          <button
            type="button"
            className="button button--secondary search-dialog__more"
            onClick={() => run(state.query, state.hits.length + resultsPerTurn)}
          >
            {labels.more}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}

/** Opens it again once it has been mounted. */
let reopen: (() => void) | undefined;

function SearchHost({ setup }: { setup: SearchSetup }) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    reopen = () => setOpen(true);
  }, []);
  return <SearchDialog setup={setup} open={open} onClose={() => setOpen(false)} />;
}

/** Called by the header's button: mounts the dialog at the end of `<body>` the first time, then reopens it. */
export function openSearch(setup: SearchSetup): void {
  if (reopen) return reopen();
  const host = document.createElement('div');
  document.body.append(host);
  mountWidget(host, SearchHost, { setup });
}
