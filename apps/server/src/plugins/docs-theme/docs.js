// RoboMarket's name in Swagger UI's top bar. A file, not an inline script: /docs runs under the strict CSP.
// @fastify/swagger-ui puts our mark (logo.svg) into the bar as an image; this writes the name beside it as
// text (so it follows light and dark mode) and makes the whole a link to RoboMarket's home page.
(() => {
  const brand = () => {
    const link = document.querySelector('.swagger-ui .topbar-wrapper a.link');
    const mark = link?.querySelector('img');
    if (!link || !mark || link.dataset.brand === 'robomarket') return;
    link.dataset.brand = 'robomarket';
    link.setAttribute('href', '/');
    link.removeAttribute('rel');
    // Decorative: the name is the text next to it.
    mark.alt = '';
    mark.removeAttribute('height');
    const name = document.createElement('span');
    name.className = 'rm-docs-brand';
    name.textContent = 'RoboMarket';
    const page = document.createElement('span');
    page.className = 'rm-docs-name';
    page.textContent = 'API reference';
    link.append(name, page);
  };
  new MutationObserver(brand).observe(document.documentElement, { childList: true, subtree: true });
})();
