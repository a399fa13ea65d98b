import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { aRfp, WORKFLOW_ID } from '../test/rfp-fixtures';

describe('/rfp/create', () => {
  it("says 'No workflow ID available' without ?workflow=", async () => {
    server.use(meHandler());
    renderApp('/rfp/create', { cookies: signedInCookies() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No workflow ID available' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Workflow' }).getAttribute('href')).toBe('/workflow/new');
  });

  it('submits the RFP as SUBMITTED with ISO dates, toasts, and opens its page 2 s later', async () => {
    const rfp = aRfp();
    const sent: unknown[] = [];
    server.use(
      meHandler(),
      http.post('*/v2/rfps', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(rfp, { status: 201 });
      }),
      http.get('*/v2/rfps/:id', () => HttpResponse.json(rfp)),
      http.get('*/v2/workflows/:id', () =>
        HttpResponse.json({ code: 'not_found', message: 'x' }, { status: 404 }),
      ),
    );
    const { user, router } = renderApp(`/rfp/create?workflow=${WORKFLOW_ID}`, { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Warehouse Automation' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Minimum budget'), '50000');
    await user.type(screen.getByLabelText('Maximum budget'), '150000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit RFP' }));

    expect(await screen.findByText('RFP submitted successfully! Redirecting to RFP details...')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      workflowId: WORKFLOW_ID,
      status: 'SUBMITTED',
      title: 'Warehouse Automation',
      useCase: 'Warehouse Automation',
      budget: { min: '50000.00', max: '150000.00', currency: 'USD' },
      timeline: { startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), milestones: [] },
    });
    expect(router.state.location.pathname).toBe('/rfp/create');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rfp/details/${rfp.id}`), {
      timeout: 4000,
    });
  }, 20_000);

  it("says 'Failed to submit RFP' and keeps what was typed", async () => {
    server.use(
      meHandler(),
      http.post('*/v2/rfps', () => HttpResponse.json(errorBody('conflict', ''), { status: 409 })),
    );
    const { user } = renderApp(`/rfp/create?workflow=${WORKFLOW_ID}`, { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Custom Solution' }, { timeout: 5000 }));
    await user.type(screen.getByLabelText('Custom solution title'), 'Vineyard drones');
    for (let step = 0; step < 3; step++) await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit RFP' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to submit RFP: API error: 409');
    expect(screen.getAllByText('Vineyard drones').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByDisplayValue('Vineyard drones')).toBe(screen.getByLabelText('Custom solution title'));
  }, 20_000);
});
