import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { aRfp, aWorkflow, getRfpHandler, getWorkflowHandler } from '../test/rfp-fixtures';
import { aProposal, proposalsHandler } from '../test/workflow-fixtures';

const WAIT = { timeout: 5000 };
const OTHER_BUYER = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

describe('/rfp/details/{id}', () => {
  it("shows the buyer's draft with Edit RFP and Submit RFP, titled by its use case", async () => {
    const rfp = aRfp({ status: 'DRAFT', useCase: 'Medical Supply Delivery' });
    server.use(
      meHandler(),
      getRfpHandler(rfp),
      getWorkflowHandler(),
      proposalsHandler(() => []),
    );
    renderApp(`/rfp/details/${rfp.id}`, { cookies: signedInCookies() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Medical Supply Delivery' }, WAIT),
    ).toBeTruthy();
    expect(await screen.findByText('No proposals received yet', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(rfp.id)).toBeTruthy();
    const edit = await screen.findByRole('link', { name: 'Edit RFP' });
    expect(edit.getAttribute('href')).toBe(`/rfp/edit/${rfp.id}`);
    expect(screen.getByRole('link', { name: 'Submit RFP' }).getAttribute('href')).toBe(
      `/rfp/submit/${rfp.id}`,
    );
    await waitFor(() => expect(document.title).toBe('Medical Supply Delivery · RoboMarket'));
  });

  it("offers another business's viewer (an invited seller) no actions", async () => {
    const rfp = aRfp({ status: 'DRAFT' });
    server.use(
      meHandler(),
      getRfpHandler(rfp),
      getWorkflowHandler(aWorkflow({ buyerId: OTHER_BUYER })),
      proposalsHandler(() => []),
    );
    renderApp(`/rfp/details/${rfp.id}`, { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Warehouse Automation' }, WAIT)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('link', { name: 'Edit RFP' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Submit RFP' })).toBeNull();
  });

  it('lists the proposals instead of the placeholder, and links the buyer to compare them', async () => {
    const rfp = aRfp({ status: 'UNDER_REVIEW' });
    server.use(
      meHandler(),
      getRfpHandler(rfp),
      getWorkflowHandler(),
      proposalsHandler(() => [
        aProposal({
          id: 'a0000000-0000-4000-8000-000000000001',
          sellerName: 'Alpha Robotics',
          price: '150000.00',
        }),
        aProposal({
          id: 'a0000000-0000-4000-8000-000000000002',
          sellerName: 'Beta Automation',
          price: '160000.00',
        }),
      ]),
    );
    renderApp(`/rfp/details/${rfp.id}`, { cookies: signedInCookies() });
    expect(await screen.findByText('Alpha Robotics', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Beta Automation')).toBeTruthy();
    expect(screen.getByText('$160,000.00')).toBeTruthy();
    expect(screen.queryByText('No proposals received yet')).toBeNull();
    const compare = await screen.findByRole('link', { name: 'Compare proposals' });
    expect(compare.getAttribute('href')).toBe(`/workflow/${rfp.workflowId}`);
  });

  it("says 'RFP not found' on a 404", async () => {
    server.use(
      meHandler(),
      http.get('*/v2/rfps/:id', () =>
        HttpResponse.json(errorBody('not_found', 'RFP not found'), { status: 404 }),
      ),
    );
    renderApp('/rfp/details/0d4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7', { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'RFP not found' }, WAIT)).toBeTruthy();
    expect(screen.getByText('RFP not found. Please check the URL and try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it("treats the old server's 'no rows in result set' as not found", async () => {
    server.use(
      meHandler(),
      http.get('*/v2/rfps/:id', () =>
        HttpResponse.json(errorBody('conflict', 'sql: no rows in result set'), { status: 409 }),
      ),
    );
    renderApp('/rfp/details/0d4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7', { cookies: signedInCookies() });
    expect(
      await screen.findByText('RFP not found. Please check the URL and try again.', {}, WAIT),
    ).toBeTruthy();
  });

  it("says 'Failed to fetch RFP data' on another failure, and Try Again loads it", async () => {
    const rfp = aRfp();
    let calls = 0;
    server.use(
      meHandler(),
      getWorkflowHandler(),
      proposalsHandler(() => []),
      http.get('*/v2/rfps/:id', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(errorBody('forbidden', 'Not yours'), { status: 403 })
          : HttpResponse.json(rfp);
      }),
    );
    const { user } = renderApp(`/rfp/details/${rfp.id}`, { cookies: signedInCookies() });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('Failed to fetch RFP data');
    expect(alert.textContent).toContain('Not yours');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Warehouse Automation' }, WAIT)).toBeTruthy();
  });
});

describe('/rfp/edit/{id}', () => {
  it('prefills the wizard with a draft and saves it, then opens its page', async () => {
    const rfp = aRfp({ status: 'DRAFT', industry: 'Healthcare', useCase: 'Medical Supply Delivery' });
    const sent: unknown[] = [];
    server.use(
      meHandler(),
      getRfpHandler(rfp),
      proposalsHandler(() => []),
      getWorkflowHandler(),
      http.put('*/v2/rfps/:id', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(rfp);
      }),
    );
    const { user, router } = renderApp(`/rfp/edit/${rfp.id}`, { cookies: signedInCookies() });
    const suggestion = await screen.findByRole('button', { name: 'Medical Supply Delivery' }, WAIT);
    expect(suggestion.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Industry' }).textContent).toContain('Healthcare');
    for (let step = 0; step < 3; step++) await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rfp/details/${rfp.id}`), WAIT);
    expect(sent[0]).toMatchObject({ useCase: 'Medical Supply Delivery', industry: 'Healthcare' });
    expect(sent[0]).not.toHaveProperty('status');
  }, 20_000);

  it('says a submitted RFP cannot be edited, with a link back', async () => {
    const rfp = aRfp({ status: 'SUBMITTED' });
    server.use(
      meHandler(),
      getRfpHandler(rfp),
      proposalsHandler(() => []),
    );
    renderApp(`/rfp/edit/${rfp.id}`, { cookies: signedInCookies() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This RFP cannot be edited' }, WAIT),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to RFP details' }).getAttribute('href')).toBe(
      `/rfp/details/${rfp.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

describe('/rfp/submit/{id}', () => {
  it.each([
    ['DRAFT', 'Submit RFP'],
    ['REJECTED', 'Resubmit RFP'],
  ] as const)('submits a %s RFP with status SUBMITTED, then opens its page', async (status, label) => {
    const rfp = aRfp({ status });
    const sent: unknown[] = [];
    server.use(
      meHandler(),
      getRfpHandler(rfp),
      proposalsHandler(() => []),
      getWorkflowHandler(),
      http.put('*/v2/rfps/:id', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...rfp, status: 'SUBMITTED' });
      }),
    );
    const { user, router } = renderApp(`/rfp/submit/${rfp.id}`, { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: label }, WAIT));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rfp/details/${rfp.id}`), WAIT);
    expect(sent).toEqual([{ status: 'SUBMITTED' }]);
    expect(await screen.findByText('RFP submitted')).toBeTruthy();
    // The focus is on the RFP page's heading, not left on body by the button that went away.
    await waitFor(
      () =>
        expect(document.activeElement).toBe(
          within(screen.getByRole('main')).getByRole('heading', { level: 1 }),
        ),
      WAIT,
    );
  });

  it('shows why a submission failed and stays', async () => {
    const rfp = aRfp({ status: 'DRAFT' });
    server.use(
      meHandler(),
      getRfpHandler(rfp),
      proposalsHandler(() => []),
      http.put('*/v2/rfps/:id', () =>
        HttpResponse.json(errorBody('conflict', 'The workflow already has a submitted RFP'), { status: 409 }),
      ),
    );
    const { user, router } = renderApp(`/rfp/submit/${rfp.id}`, { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Submit RFP' }, WAIT));
    expect((await screen.findByRole('alert')).textContent).toBe('The workflow already has a submitted RFP');
    expect(router.state.location.pathname).toBe(`/rfp/submit/${rfp.id}`);
  });

  it('says an open RFP cannot be submitted again', async () => {
    const rfp = aRfp({ status: 'UNDER_REVIEW' });
    server.use(
      meHandler(),
      getRfpHandler(rfp),
      proposalsHandler(() => []),
    );
    renderApp(`/rfp/submit/${rfp.id}`, { cookies: signedInCookies() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This RFP cannot be submitted' }, WAIT),
    ).toBeTruthy();
  });
});
