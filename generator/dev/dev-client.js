// Live reload for `sitegen dev`: reloads on a new build, shows a build error over the page.
(() => {
  const source = new EventSource('/__sitegen/events');
  let overlay;
  source.addEventListener('reload', () => location.reload());
  source.addEventListener('error-report', (event) => {
    overlay?.remove();
    overlay = document.createElement('div');
    overlay.setAttribute('role', 'alert');
    overlay.id = 'sitegen-error-overlay';
    Object.assign(overlay.style, {
      position: 'fixed', inset: '0', zIndex: '2147483647', background: 'rgba(15,27,45,.92)', color: '#fff',
      font: '14px/1.5 ui-monospace, monospace', padding: '32px', overflow: 'auto', whiteSpace: 'pre-wrap', direction: 'ltr', textAlign: 'left',
    });
    const title = document.createElement('strong');
    title.textContent = 'Build failed: the last good build is shown underneath. Fix the problem and save.\n\n';
    overlay.append(title, document.createTextNode(JSON.parse(event.data).message));
    document.body.append(overlay);
  });
})();
