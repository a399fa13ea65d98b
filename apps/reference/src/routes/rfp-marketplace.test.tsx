import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { aRfp, listRfpsHandler } from '../test/rfp-fixtures';

const WAIT = { timeout: 5000 };

describe('/rfp/marketplace', () => {
  it('lists the open RFPs, asking only for SUBMITTED and UNDER_REVIEW', async () => {
    const seen: URLSearchParams[] = [];
    const rfp = aRfp({ useCase: 'Agricultural Monitoring', industry: 'Agriculture' });
    server.use(
      meHandler(),
      listRfpsHandler(() => [rfp], seen),
    );
    renderApp('/rfp/marketplace', { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { name: 'Agricultural Monitoring' }, WAIT)).toBeTruthy();
    expect(seen[0]?.getAll('status')).toEqual(['SUBMITTED', 'UNDER_REVIEW']);
    expect(seen[0]?.has('industry')).toBe(false);
    expect(screen.getByRole('link', { name: /View Details & Respond/ }).getAttribute('href')).toBe(
      `/rfp/respond/${rfp.id}`,
    );
    await waitFor(() => expect(document.title).toBe('RFP Marketplace · RoboMarket'));
  });

  it('keeps the filters in the address and asks the server with them', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      meHandler(),
      listRfpsHandler(() => [aRfp()], seen),
    );
    const { user, router } = renderApp('/rfp/marketplace', { cookies: signedInCookies() });
    await user.type(await screen.findByLabelText('Industry', {}, WAIT), 'logis');
    await user.type(screen.getByLabelText('Minimum budget'), '40000');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?industry=logis&minBudget=40000.00'));
    await waitFor(() => expect(seen.at(-1)?.get('industry')).toBe('logis'));
    expect(seen.at(-1)?.get('minBudget')).toBe('40000.00');
    expect(seen.at(-1)?.has('maxBudget')).toBe(false);
  });

  it('reproduces the filters of a shared link', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      meHandler(),
      listRfpsHandler(() => [], seen),
    );
    renderApp('/rfp/marketplace?industry=Health&maxBudget=90,000&minBudget=oops', {
      cookies: signedInCookies(),
    });
    expect(await screen.findByText('No matching RFPs found', {}, WAIT)).toBeTruthy();
    expect(screen.getByDisplayValue('Health')).toBe(screen.getByLabelText('Industry'));
    expect(seen[0]?.get('industry')).toBe('Health');
    expect(seen[0]?.get('maxBudget')).toBe('90000.00');
    expect(seen[0]?.has('minBudget')).toBe(false);
  });

  it("says 'Failed to fetch RFPs' and tries again", async () => {
    let calls = 0;
    server.use(
      meHandler(),
      http.get('*/v2/rfps', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(errorBody('forbidden', ''), { status: 403 })
          : HttpResponse.json({ rfps: [aRfp({ useCase: 'Second try' })], next_cursor: null });
      }),
    );
    const { user } = renderApp('/rfp/marketplace', { cookies: signedInCookies() });
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain('API error: 403');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Second try' }, WAIT)).toBeTruthy();
  });

  it('loads the next page with its cursor', async () => {
    const first = aRfp({ useCase: 'First page' });
    const second = aRfp({ useCase: 'Second page' });
    server.use(
      meHandler(),
      http.get('*/v2/rfps', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return HttpResponse.json(
          cursor === 'next' ? { rfps: [second], next_cursor: null } : { rfps: [first], next_cursor: 'next' },
        );
      }),
    );
    const { user } = renderApp('/rfp/marketplace', { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Load more' }, WAIT));
    expect(await screen.findByRole('heading', { name: 'Second page' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'First page' })).toBeTruthy();
  });
});
