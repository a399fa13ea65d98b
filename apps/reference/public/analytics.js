// RoboMarket's first-party analytics. The app adds this script only after the visitor allows analytics
// cookies; it sets no cookie and sends only the page's path and the referring page, which the server keeps as
// a count per day and referring site. Withdrawing consent stops it at the next page.
(() => {
  const allowed = () => {
    try {
      return JSON.parse(localStorage.getItem('cookieSettings') || 'null')?.analytics === true;
    } catch {
      return false;
    }
  };
  const send = (path, referrer) => {
    if (!allowed()) return;
    const body = JSON.stringify(referrer ? { path, referrer } : { path });
    const blob = new Blob([body], { type: 'application/json' });
    if (!navigator.sendBeacon?.('/v2/analytics/page-views', blob)) {
      fetch('/v2/analytics/page-views', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
      }).catch(() => {});
    }
  };
  window.robomarketAnalytics = { page: (path) => send(path, '') };
  send(location.pathname, document.referrer.slice(0, 2048));
})();
