import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './page-title';
import { PageTitleAnnouncer } from './page-title-announcer';

function WithHeading() {
  usePageTitle('Dashboard');
  return <h1>Dashboard</h1>;
}

function WithoutHeading() {
  usePageTitle('Loading');
  return <p>Loading...</p>;
}

function InDialog() {
  usePageTitle('Sign In');
  const [open, setOpen] = useState(true);
  return (
    <>
      <h1>Welcome</h1>
      {open && (
        <div role="dialog" aria-label="Sign In">
          {/* biome-ignore lint/a11y/noAutofocus: the dialog takes the focus as a real one does */}
          <input aria-label="Email" autoFocus />
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      )}
    </>
  );
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <PageTitleAnnouncer>
            <main id="main" tabIndex={-1}>
              <Outlet />
            </main>
          </PageTitleAnnouncer>
        ),
        children: [
          { path: '/', element: <WithHeading /> },
          { path: '/dashboard', element: <WithHeading /> },
          { path: '/loading', element: <WithoutHeading /> },
          { path: '/login', element: <InDialog /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const announcer = () => document.querySelector('[data-route-announcer]');

describe('PageTitleAnnouncer', () => {
  it("leaves the first page to the browser, then puts the focus on each new page's heading and announces nothing", async () => {
    const router = renderPages();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(document.activeElement).toBe(document.body);

    await act(() => router.navigate('/dashboard'));
    const heading = screen.getByRole('heading', { level: 1, name: 'Dashboard' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(announcer()?.textContent).toBe('');
    expect(document.title).toBe('Dashboard · RoboMarket');
  });

  it('says the title in the live region when the new page has no heading', async () => {
    const router = renderPages();
    await act(() => router.navigate('/loading'));
    expect(announcer()?.textContent).toBe('Loading · RoboMarket');
    expect(document.activeElement?.tagName).not.toBe('H1');
  });

  it('leaves the focus in a dialog that holds it', async () => {
    const router = renderPages();
    await act(() => router.navigate('/login'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(announcer()?.textContent).toBe('Sign In · RoboMarket');
  });

  it('gives the heading the focus once a dialog that held it through the navigation closes', async () => {
    const router = renderPages();
    await act(() => router.navigate('/login'));
    const heading = screen.getByRole('heading', { level: 1, name: 'Welcome' });
    expect(document.activeElement).not.toBe(heading);
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('stops waiting for the dialog at the next navigation', async () => {
    const router = renderPages();
    await act(() => router.navigate('/login'));
    await act(() => router.navigate('/dashboard'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Dashboard' }));
  });
});
