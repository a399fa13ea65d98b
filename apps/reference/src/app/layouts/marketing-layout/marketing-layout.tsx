import { Outlet } from 'react-router';

/** Landing and about: full-width content without the secondary navigation (product-spec §2). */
export function MarketingLayout() {
  return (
    <main id="main" tabIndex={-1} className="app-main app-main--marketing">
      <Outlet />
    </main>
  );
}
