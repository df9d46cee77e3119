// Live reload for `sitegen dev`: reloads on a new build, swaps the stylesheet when only styles
// changed, and shows a failed build or a failed file watcher over the page.
(() => {
  const source = new EventSource('/__sitegen/events');
  const overlays = { build: 'sitegen-error-overlay', watch: 'sitegen-watch-overlay' };
  const isSiteStylesheet = (link) => /\/assets\/site\.[0-9a-f]+\.css$/.test(new URL(link.href, location.href).pathname);

  source.addEventListener('reload', () => location.reload());
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
    next.addEventListener('load', () => links.forEach((link) => link.remove()), { once: true });
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
      position: 'fixed', inset: '0', zIndex: '2147483647', background: 'rgba(15,27,45,.92)', color: '#fff',
      font: '14px/1.5 ui-monospace, monospace', padding: '32px', overflow: 'auto', whiteSpace: 'pre-wrap', direction: 'ltr', textAlign: 'left',
    });
    const title = document.createElement('strong');
    title.textContent = `${report.title ?? 'Build failed: the last good build is shown underneath. Fix the problem and save.'}\n\n`;
    overlay.append(title, document.createTextNode(report.message));
    // A watcher failure stays until the restart it asks for; it may be put aside meanwhile.
    if (report.kind === 'watch') overlay.addEventListener('click', () => overlay.remove());
    document.body.append(overlay);
  });
})();
