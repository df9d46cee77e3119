// Live reload for `sitegen dev`: on a new build, updates the open page in place (morphdom, as
// Eleventy's dev server does) or reloads it; swaps the stylesheet when only styles changed; and
// shows a failed build or a failed file watcher over the page.
(() => {
  // The page's path tells the server which pages to render first after a change.
  const source = new EventSource(`/__sitegen/events?page=${encodeURIComponent(location.pathname)}`);
  const overlays = { build: 'sitegen-error-overlay', watch: 'sitegen-watch-overlay' };
  const isSiteStylesheet = (link) => /\/assets\/site\.[0-9a-f]+\.css$/.test(new URL(link.href, location.href).pathname);
  const morphdom = import('/__sitegen/morphdom.js').then((module) => module.default);

  // Each island's root as the server wrote it. This script runs while the page is parsed, before
  // the islands' module scripts hydrate them.
  const islandsOf = (doc) => [...doc.querySelectorAll('[data-island]')].map((root) => root.outerHTML).join('\n');
  const scriptsOf = (doc) =>
    [...doc.querySelectorAll('script[src], link[rel="stylesheet"], link[rel="modulepreload"]')]
      .map((el) => el.getAttribute('src') ?? el.getAttribute('href'))
      .join('\n');
  let serverIslands = islandsOf(document);

  /**
   * The page as the new build has it, put in place without a reload: the scroll position, open
   * menus and what was typed into the islands stay. A reload instead when an island's server
   * markup or a script changed (only a reload hydrates the new markup with the new code), or
   * when the page is gone.
   */
  const update = async () => {
    const response = await fetch(location.href, { cache: 'no-store' });
    if (!response.ok) return location.reload();
    const next = new DOMParser().parseFromString(await response.text(), 'text/html');
    const islands = islandsOf(next);
    if (islands !== serverIslands || scriptsOf(next) !== scriptsOf(document)) return location.reload();
    (await morphdom)(document.documentElement, next.documentElement, {
      childrenOnly: true,
      onBeforeElUpdated: (from, to) => {
        if (!from.hasAttribute('data-island')) return !from.isEqualNode(to);
        // An island is kept as its script made it: its server markup is unchanged (checked above).
        if (
          to.getAttribute('data-island') !== from.getAttribute('data-island') ||
          to.getAttribute('data-props') !== from.getAttribute('data-props')
        )
          throw new Error('islands moved');
        return false;
      },
      // A watcher failure stays until the restart it asks for.
      onBeforeNodeDiscarded: (node) => node.id !== overlays.watch,
    });
    for (const name of document.documentElement.getAttributeNames())
      if (!next.documentElement.hasAttribute(name)) document.documentElement.removeAttribute(name);
    for (const name of next.documentElement.getAttributeNames())
      document.documentElement.setAttribute(name, next.documentElement.getAttribute(name));
    serverIslands = islands;
  };
  // One update at a time, in the order of the builds; anything unexpected reloads.
  let updating = Promise.resolve();
  // Once updated in place and drawn (the frame after the update), the page says so: the server
  // renders the other pages after that, rather than while this browser lays out and paints the
  // page on the same cores.
  const drawn = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  const shown = () => fetch(`/__sitegen/shown?page=${encodeURIComponent(location.pathname)}`, { method: 'POST' }).catch(() => {});
  source.addEventListener('reload', () => {
    updating = updating.then(update).then(
      () => drawn().then(shown),
      () => location.reload(),
    );
  });
  source.addEventListener('css', (event) => {
    const { href } = JSON.parse(event.data);
    // The build that failed is fixed: its report goes.
    document.getElementById(overlays.build)?.remove();
    const links = [...document.querySelectorAll('link[rel="stylesheet"]')].filter(isSiteStylesheet);
    const last = links.at(-1);
    if (!last) return location.reload();
    // The new sheet is added next to the old one, which goes once the new one has loaded: no
    // moment without styles. A quicker second change replaces both.
    const next = last.cloneNode();
    next.removeAttribute('integrity');
    next.href = href;
    // Once it has loaded and the page is drawn with it, the page says so, as after a reload event.
    next.addEventListener(
      'load',
      () => {
        links.forEach((link) => link.remove());
        drawn().then(shown);
      },
      { once: true },
    );
    next.addEventListener('error', () => location.reload(), { once: true });
    last.after(next);
  });
  source.addEventListener('error-report', (event) => {
    const report = JSON.parse(event.data);
    const id = report.kind === 'watch' ? overlays.watch : overlays.build;
    document.getElementById(id)?.remove();
    const overlay = document.createElement('div');
    overlay.setAttribute('role', 'alert');
    overlay.id = id;
    Object.assign(overlay.style, {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483647',
      background: 'rgba(15,27,45,.92)',
      color: '#fff',
      font: '14px/1.5 ui-monospace, monospace',
      padding: '32px',
      overflow: 'auto',
      whiteSpace: 'pre-wrap',
      direction: 'ltr',
      textAlign: 'left',
    });
    const title = document.createElement('strong');
    title.textContent = `${report.title ?? 'Build failed: the last good build is shown underneath. Fix the problem and save.'}\n\n`;
    overlay.append(title, document.createTextNode(report.message));
    // A watcher failure stays until the restart it asks for; it may be put aside meanwhile.
    if (report.kind === 'watch') overlay.addEventListener('click', () => overlay.remove());
    document.body.append(overlay);
  });
})();
