/**
 * Fills a layout's outlet on a first page load while the screen's chunk (and any loader) is on its way:
 * the header and footer are already there, and a page that arrives in a few milliseconds should not
 * flash a spinner. The region keeps the footer from jumping up and back.
 */
export function RoutePending() {
  return <div aria-busy="true" style={{ minHeight: '60vh' }} />;
}
