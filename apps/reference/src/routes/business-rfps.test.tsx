import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { aRfp, listRfpsHandler } from '../test/rfp-fixtures';

const WAIT = { timeout: 5000 };

describe('/business/rfps', () => {
  it("lists the caller's own RFPs (scope=own) with the actions of each status", async () => {
    const seen: URLSearchParams[] = [];
    const draft = aRfp({ useCase: 'Draft one', status: 'DRAFT' });
    const open = aRfp({ useCase: 'Open one', status: 'SUBMITTED' });
    server.use(
      meHandler(),
      listRfpsHandler(() => [draft, open], seen),
    );
    renderApp('/business/rfps', { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'RFP Management' }, WAIT)).toBeTruthy();
    await screen.findByRole('link', { name: 'Draft one' }, WAIT);
    expect(seen[0]?.get('scope')).toBe('own');
    expect(screen.getByRole('link', { name: 'Edit Draft one' }).getAttribute('href')).toBe(
      `/rfp/edit/${draft.id}`,
    );
    expect(screen.getByRole('link', { name: 'Submit Draft one' }).getAttribute('href')).toBe(
      `/rfp/submit/${draft.id}`,
    );
    expect(screen.getByRole('button', { name: 'Withdraw Open one' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw Draft one' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('RFP Management · RoboMarket'));
  });

  it('withdraws after confirmation (status REJECTED), toasts and refreshes the list', async () => {
    let status: 'SUBMITTED' | 'REJECTED' = 'SUBMITTED';
    const open = aRfp({ useCase: 'Open one' });
    const sent: unknown[] = [];
    server.use(
      meHandler(),
      listRfpsHandler(() => [{ ...open, status }]),
      http.put('*/v2/rfps/:id', async ({ request }) => {
        sent.push(await request.json());
        status = 'REJECTED';
        return HttpResponse.json({ ...open, status });
      }),
    );
    const { user } = renderApp('/business/rfps', { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Withdraw Open one' }, WAIT));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw RFP' }));
    expect(await screen.findByText('RFP withdrawn')).toBeTruthy();
    expect(sent).toEqual([{ status: 'REJECTED' }]);
    expect(await screen.findByRole('link', { name: 'Resubmit Open one' })).toBeTruthy();
  });

  it("shows 'No RFPs yet' and a failure with Try Again", async () => {
    let calls = 0;
    server.use(
      meHandler(),
      http.get('*/v2/rfps', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(errorBody('forbidden', 'Not allowed'), { status: 403 })
          : HttpResponse.json({ rfps: [], next_cursor: null });
      }),
    );
    const { user } = renderApp('/business/rfps', { cookies: signedInCookies() });
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain('Not allowed');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No RFPs yet', {}, WAIT)).toBeTruthy();
  });
});
