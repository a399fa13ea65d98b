import type { components } from '@robomarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { aDevice, DEVICE_ID } from '../test/fleet-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import {
  aPayment,
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
const CREDENTIAL = 'dev_3q2X9vB7kLmN0pQrStUvWxYz1a2b3c4d5e6f7g8h9iJ';

const BUYER_ACCESS: Schemas['WorkflowAccess'] = {
  buyerSide: true,
  actsForBuyer: true,
  sellerPartyId: null,
  actsForSeller: false,
  parentReader: false,
};
const SELLER_ACCESS: Schemas['WorkflowAccess'] = {
  buyerSide: false,
  actsForBuyer: false,
  sellerPartyId: SELLER_ID,
  actsForSeller: true,
  parentReader: false,
};

/** A DIRECT_ORDER with SELLER_ID at `status`, read with `access`. */
const aDeal = (
  status: Schemas['WorkflowStatus'],
  access: Schemas['WorkflowAccess'],
  sellerId: string | null = SELLER_ID,
) =>
  aWorkflow({
    requestType: 'DIRECT_ORDER',
    status,
    stage: status === 'ORDER_COMPLETED' ? 'COMPLETED' : 'APPROVED',
    agreedPrice: '42000.00',
    sellerId,
    access,
  });

/** The page's other reads. */
function pageHandlers(workflow: () => Schemas['Workflow']) {
  return [
    getWorkflowHandler(workflow),
    proposalsHandler(() => []),
    documentsHandler(() => []),
    rfpsHandler([]),
    disputesHandler(),
    http.get('*/v2/payments', () =>
      HttpResponse.json({ payments: [aPayment()], next_cursor: null } satisfies Schemas['PaymentList']),
    ),
  ];
}

const devicesPanel = () => screen.findByRole('region', { name: 'Devices' }, SLOW);

describe('the workflow page’s Devices panel', { timeout: 30_000 }, () => {
  it('lets the chosen seller register a unit once the order is in progress, and shows its credential once', async () => {
    let devices: Schemas['IotDevice'][] = [];
    const registered: unknown[] = [];
    server.use(
      meHandler(aCurrentUser({ id: SELLER_ID, role: 'dealer', user_type: 'BUSINESS' })),
      ...pageHandlers(() => aDeal('ORDER_IN_PROGRESS', SELLER_ACCESS)),
      http.get('*/v2/workflows/:id/iot/devices', () => HttpResponse.json({ devices, next_cursor: null })),
      http.post('*/v2/workflows/:id/iot/register', async ({ request }) => {
        const body = (await request.json()) as Schemas['RegisterIotDeviceRequest'];
        registered.push(body);
        const device = aDevice({
          name: body.name ?? 'PX-500 PX-1',
          serialNumber: body.serialNumber,
          viewer: 'SELLER',
        });
        devices = [device];
        return HttpResponse.json({ device, credential: CREDENTIAL }, { status: 201 });
      }),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies(SELLER_ID) });
    const panel = await devicesPanel();
    expect(
      await within(panel).findByText(
        'No devices yet. Register each unit you delivered so that the buyer sees its telemetry.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Register device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register device' }, SLOW);
    await user.type(within(dialog).getByLabelText('Serial number'), 'PX-1');
    await user.type(within(dialog).getByLabelText('Model'), 'PX-500');
    await user.type(within(dialog).getByLabelText('Name (optional)'), 'Palletiser 1');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    const shown = await screen.findByRole('dialog', { name: 'Device registered' }, SLOW);
    expect(within(shown).getByText(CREDENTIAL)).toBeTruthy();
    expect(within(shown).getByText('This credential is shown once. Store it in the robot now.')).toBeTruthy();
    expect(registered).toEqual([{ serialNumber: 'PX-1', model: 'PX-500', name: 'Palletiser 1' }]);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const link = await within(panel).findByRole('link', { name: 'Palletiser 1' }, SLOW);
    expect(link.getAttribute('href')).toBe(`/business/robots/devices/${DEVICE_ID}`);
  });

  it('lists the registered units for the buyer, without Register device', async () => {
    server.use(
      meHandler(),
      ...pageHandlers(() => aDeal('ORDER_COMPLETED', BUYER_ACCESS)),
      http.get('*/v2/workflows/:id/iot/devices', () =>
        HttpResponse.json({ devices: [aDevice({ status: 'ALERT' })], next_cursor: null }),
      ),
    );
    renderApp(PATH, { cookies: signedInCookies() });
    const panel = await devicesPanel();
    const link = await within(panel).findByRole('link', { name: 'Palletiser 1' }, SLOW);
    expect(link.getAttribute('href')).toBe(`/business/robots/devices/${DEVICE_ID}`);
    expect(within(panel).getByText('Alert')).toBeTruthy();
    expect(within(panel).getByText('PX-500 · PX-2026-0001')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Register device' })).toBeNull();
  });

  it('tells the buyer that the devices come once the seller registers them, and a failed load with Try again', async () => {
    let fail = true;
    server.use(
      meHandler(),
      ...pageHandlers(() => aDeal('ORDER_IN_PROGRESS', BUYER_ACCESS)),
      http.get('*/v2/workflows/:id/iot/devices', () =>
        fail
          ? HttpResponse.json(errorBody('forbidden', 'Not allowed'), { status: 403 })
          : HttpResponse.json({ devices: [], next_cursor: null }),
      ),
    );
    const { user } = renderApp(PATH, { cookies: signedInCookies() });
    const panel = await devicesPanel();
    expect((await within(panel).findByRole('alert', {}, SLOW)).textContent).toContain('Not allowed');
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(
      await within(panel).findByText(
        'No devices yet. They appear here once the seller registers the units delivered.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
  });

  it('is not shown before the order starts, and asks for no devices', async () => {
    const asked: string[] = [];
    server.use(
      meHandler(),
      ...pageHandlers(() => aDeal('PAYMENT_COMPLETED', BUYER_ACCESS)),
      http.get('*/v2/workflows/:id/iot/devices', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ devices: [], next_cursor: null });
      }),
    );
    renderApp(PATH, { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Payment' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Devices' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('is not shown to a seller that was not chosen', async () => {
    const asked: string[] = [];
    server.use(
      meHandler(aCurrentUser({ id: SELLER_ID, role: 'dealer', user_type: 'BUSINESS' })),
      ...pageHandlers(() => aDeal('ORDER_IN_PROGRESS', SELLER_ACCESS, null)),
      http.get('*/v2/workflows/:id/iot/devices', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ devices: [], next_cursor: null });
      }),
    );
    renderApp(PATH, { cookies: signedInCookies(SELLER_ID) });
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading workflow...')).toBeNull(), SLOW);
    expect(screen.queryByRole('region', { name: 'Devices' })).toBeNull();
    expect(asked).toEqual([]);
  });
});
