import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { aRfp, WORKFLOW_ID } from '../test/rfp-fixtures';
import { aWorkflow } from '../test/workflow-fixtures';

/** The RFP workflow as Create Workflow left it: its title, description, budget and quantity carry over. */
const workflowHandler = () =>
  http.get('*/v2/workflows/:id', () =>
    HttpResponse.json(aWorkflow({ id: WORKFLOW_ID, status: 'REQUEST_CREATED', stage: 'DRAFT' })),
  );

beforeEach(() => sessionStorage.clear());

describe('/rfp/create', () => {
  it("says 'No workflow ID available' without ?workflow=", async () => {
    server.use(meHandler());
    renderApp('/rfp/create', { cookies: signedInCookies() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No workflow ID available' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Workflow' }).getAttribute('href')).toBe('/workflow/new');
  });

  it("submits the RFP as SUBMITTED with the workflow's title, description, budget and quantity, toasts, and opens its page 2 s later", async () => {
    const rfp = aRfp();
    const sent: unknown[] = [];
    server.use(
      meHandler(),
      http.post('*/v2/rfps', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(rfp, { status: 201 });
      }),
      http.get('*/v2/rfps/:id', () => HttpResponse.json(rfp)),
      workflowHandler(),
    );
    sessionStorage.setItem('robomarket.rfpWorkflowInProgress', WORKFLOW_ID);
    const { user, router } = renderApp(`/rfp/create?workflow=${WORKFLOW_ID}`, { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Warehouse Automation' }, { timeout: 5000 }));
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Palletising cell for line 4');
    expect(screen.getByLabelText('Detailed requirements')).toHaveProperty(
      'value',
      'Two robots stacking cartons of up to 25 kg.',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'Specification 1 value' })).toHaveProperty('value', '2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Minimum budget')).toHaveProperty('value', '20000');
    expect(screen.getByLabelText('Maximum budget')).toHaveProperty('value', '50000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit RFP' }));

    expect(await screen.findByText('RFP submitted successfully! Redirecting to RFP details...')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      workflowId: WORKFLOW_ID,
      status: 'SUBMITTED',
      title: 'Palletising cell for line 4',
      useCase: 'Warehouse Automation',
      description: 'Two robots stacking cartons of up to 25 kg.',
      technicalRequirements: { customSpecs: [{ name: 'Quantity', value: '2' }] },
      budget: { min: '20000.00', max: '50000.00', currency: 'USD' },
      timeline: { startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), milestones: [] },
    });
    expect(router.state.location.pathname).toBe('/rfp/create');
    // Submitted, the workflow is no longer the one Create Workflow sends the buyer back to.
    expect(sessionStorage.getItem('robomarket.rfpWorkflowInProgress')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rfp/details/${rfp.id}`), {
      timeout: 4000,
    });
  }, 20_000);

  it("says 'Failed to submit RFP' and keeps what was typed", async () => {
    server.use(
      meHandler(),
      http.post('*/v2/rfps', () => HttpResponse.json(errorBody('conflict', ''), { status: 409 })),
      workflowHandler(),
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

  it("shows the server's 400 field messages when it refuses the RFP", async () => {
    server.use(
      meHandler(),
      workflowHandler(),
      http.post('*/v2/rfps', () =>
        HttpResponse.json(
          {
            code: 'validation_failed',
            message: 'The RFP is not complete enough to submit',
            fields: [{ field: 'timeline/startDate', message: 'must not be in the past' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp(`/rfp/create?workflow=${WORKFLOW_ID}`, { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Warehouse Automation' }, { timeout: 5000 }));
    for (let step = 0; step < 3; step++) await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit RFP' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to submit RFP: Start date must not be in the past',
    );
    expect(screen.getByRole('region', { name: 'To fix before submitting' }).textContent).toContain(
      'Start date must not be in the past',
    );
  }, 20_000);

  it('refuses an empty description before sending anything', async () => {
    const sent: unknown[] = [];
    server.use(
      meHandler(),
      http.get('*/v2/workflows/:id', () =>
        HttpResponse.json(aWorkflow({ status: 'REQUEST_CREATED', description: '' })),
      ),
      http.post('*/v2/rfps', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(aRfp(), { status: 201 });
      }),
    );
    const { user } = renderApp(`/rfp/create?workflow=${WORKFLOW_ID}`, { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 5000 }));
    expect(screen.getByRole('alert').textContent).toContain('Use Case has a problem to fix before going on');
    expect(screen.getByLabelText('Detailed requirements').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  }, 20_000);
});
