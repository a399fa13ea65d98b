import type { components } from '@robomarket/api-client';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import {
  aPayment,
  aProposal,
  aWorkflow,
  disputesHandler,
  documentsHandler,
  getWorkflowHandler,
  proposalsHandler,
  rfpsHandler,
  SELLER_ID,
  WORKFLOW_ID,
} from '../test/workflow-fixtures';

type Schemas = components['schemas'];

const SLOW = { timeout: 10_000 };
const PATH = `/workflow/${WORKFLOW_ID}`;
const TEST: Schemas['AcceptanceTest'] = { minOperatingHours: 40, withinDays: 14, criticalErrorCodes: [] };

const started = () =>
  aWorkflow({
    requestType: 'DIRECT_ORDER',
    status: 'ORDER_IN_PROGRESS',
    stage: 'APPROVED',
    agreedPrice: '42000.00',
    sellerId: SELLER_ID,
  });

const UNIT: Schemas['AcceptanceUnit'] = {
  deviceId: '5b2e0c1e-0000-4000-8000-000000000001',
  deviceName: 'AMR-7 #1042',
  serialNumber: 'SN-1042',
  operatingHours: 12.5,
  criticalErrors: [],
  windowEndsAt: '2026-12-08T10:00:00Z',
  passed: false,
};

const acceptance = (
  overrides: Partial<Schemas['WorkflowAcceptance']> = {},
): Schemas['WorkflowAcceptance'] => ({
  workflowId: WORKFLOW_ID,
  test: TEST,
  status: 'WAITING',
  units: [UNIT],
  evaluatedAt: '2026-11-27T12:00:00Z',
  passedAt: null,
  releaseAt: null,
  ...overrides,
});

function pageHandlers(answer: () => Response) {
  return [
    getWorkflowHandler(started),
    proposalsHandler(() => [aProposal({ status: 'ACCEPTED', sellerId: SELLER_ID, acceptanceTest: TEST })]),
    documentsHandler(() => []),
    rfpsHandler([]),
    http.get('*/v2/payments', () => HttpResponse.json({ payments: [aPayment()], next_cursor: null })),
    disputesHandler(() => []),
    http.get('*/v2/workflows/:id/acceptance', answer),
  ];
}

const seller = aCurrentUser({ id: SELLER_ID, role: 'parent_dealership', user_type: 'BUSINESS' });

describe('the acceptance test on the workflow page', { timeout: 30_000 }, () => {
  it('shows the buyer the rule and each unit against it while waiting', async () => {
    server.use(meHandler(), ...pageHandlers(() => HttpResponse.json(acceptance())));
    renderApp(PATH, { cookies: signedInCookies() });
    const card = await screen.findByRole('region', { name: 'Acceptance test' }, SLOW);
    expect(
      await within(card).findByText(
        'Each delivered unit reports ≥ 40 h of operation with no critical error code within 14 days.',
      ),
    ).toBeTruthy();
    expect(within(card).getByText('Waiting')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'AMR-7 #1042: operating hours' })).toBeTruthy();
    expect(within(card).getByText('12.5 h of 40 h')).toBeTruthy();
  });

  it('tells the buyer when the escrow is released once the test passed', async () => {
    const passed = acceptance({
      status: 'PASSED',
      units: [{ ...UNIT, operatingHours: 44, passed: true }],
      passedAt: '2026-11-27T12:00:00Z',
      releaseAt: '2026-12-04T12:00:00Z',
    });
    server.use(meHandler(), ...pageHandlers(() => HttpResponse.json(passed)));
    renderApp(PATH, { cookies: signedInCookies() });
    const card = await screen.findByRole('region', { name: 'Acceptance test' }, SLOW);
    expect(await within(card).findByText('Acceptance test passed')).toBeTruthy();
    expect(
      within(card).getByText(
        'The escrow is released automatically on Dec 4, 2026 unless you open a dispute.',
      ),
    ).toBeTruthy();
  });

  it('tells the chosen seller the buyer may still dispute', async () => {
    const passed = acceptance({ status: 'PASSED', releaseAt: '2026-12-04T12:00:00Z' });
    server.use(meHandler(seller), ...pageHandlers(() => HttpResponse.json(passed)));
    renderApp(PATH, { cookies: signedInCookies(SELLER_ID) });
    const card = await screen.findByRole('region', { name: 'Acceptance test' }, SLOW);
    expect(
      await within(card).findByText(
        'The escrow is released automatically on Dec 4, 2026 unless the buyer opens a dispute.',
      ),
    ).toBeTruthy();
  });

  it('shows a failure with Try Again', async () => {
    let fail = true;
    server.use(
      meHandler(),
      ...pageHandlers(() =>
        fail
          ? HttpResponse.json(errorBody('internal', 'Something went wrong'), { status: 500 })
          : HttpResponse.json(acceptance()),
      ),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    const card = await screen.findByRole('region', { name: 'Acceptance test' }, SLOW);
    const retry = await within(card).findByRole('button', { name: 'Try Again' }, SLOW);
    fail = false;
    await user.click(retry);
    expect(await within(card).findByText('Waiting')).toBeTruthy();
  });

  it('shows nothing for a deal without a test', async () => {
    server.use(
      meHandler(),
      ...pageHandlers(() => HttpResponse.json(acceptance({ test: null, status: 'NONE', units: [] }))),
      proposalsHandler(() => [aProposal({ status: 'ACCEPTED', sellerId: SELLER_ID })]),
    );
    renderApp(PATH, { cookies: signedInCookies() });
    expect(await screen.findByRole('region', { name: 'Payment' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Acceptance test' })).toBeNull();
  });
});
