import { Outlet } from 'react-router';
import { SecondaryNav } from '../secondary-nav';

/** Every other page: the secondary navigation above the content (product-spec §2). */
export function MainLayout() {
  return (
    <>
      <SecondaryNav />
      <main id="main" tabIndex={-1} className="app-main">
        <Outlet />
      </main>
    </>
  );
}
