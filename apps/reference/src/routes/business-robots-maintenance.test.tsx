import type { components } from '@robomarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

type Schemas = components['schemas'];

// The screen's chunk loads on first use: slow on a busy two-core machine.
const SLOW = { timeout: 10_000 };

const BUSINESS_ID = '7a1b2c3d-0000-4000-8000-00000000b001';
const DEVICE_ID = '7a1b2c3d-0000-4000-8000-00000000d001';
const membership = (roles: Schemas['BusinessRole'][]): Schemas['Membership'] => ({
  id: '7a1b2c3d-0000-4000-8000-00000000m001',
  business_id: BUSINESS_ID,
  role: roles.includes('ADMIN') ? 'ADMIN' : 'MEMBER',
  roles,
  name: 'Meridian Automation',
  logo_url: null,
});

const OPEN: Schemas['IotAlert'] = {
  id: '7a1b2c3d-0000-4000-8000-00000000a001',
  deviceId: DEVICE_ID,
  deviceName: 'AMR-7 #1042',
  ruleId: '7a1b2c3d-0000-4000-8000-00000000r001',
  ruleName: 'Battery low',
  kind: 'BELOW',
  severity: 'WARNING',
  status: 'OPEN',
  message: 'battery below 15 for 10 minutes (12.5)',
  value: 12.5,
  raisedAt: '2026-11-27T11:55:00Z',
  acknowledgedAt: null,
  acknowledgedBy: null,
  resolvedAt: null,
  resolvedBy: null,
};

const RULE: Schemas['IotAlertRule'] = {
  id: '7a1b2c3d-0000-4000-8000-00000000r001',
  name: 'Battery low',
  kind: 'BELOW',
  metric: 'battery',
  threshold: 15,
  forMinutes: 10,
  severity: 'WARNING',
  deviceId: null,
  enabled: true,
  createdAt: '2026-11-20T09:00:00Z',
};

/** The fleet's endpoints over a mutable store: alerts by status, rules, and the business's one device. */
function fleetHandlers(store: { alerts: Schemas['IotAlert'][]; rules: Schemas['IotAlertRule'][] }) {
  return [
    http.get('*/v2/fleet/alerts', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json({
        alerts: store.alerts.filter((alert) => status === null || alert.status === status),
        next_cursor: null,
      });
    }),
    http.get('*/v2/fleet/rules', () => HttpResponse.json({ rules: store.rules })),
    http.get('*/v2/fleet/devices', () => HttpResponse.json({ devices: [], next_cursor: null })),
  ];
}

describe('/business/robots/maintenance', () => {
  it('lets a member acknowledge and resolve an open alert', { timeout: 30_000 }, async () => {
    const store = { alerts: [OPEN], rules: [RULE] };
    const moves: string[] = [];
    const move = (status: Schemas['IotAlertStatus'], by: string) =>
      http.post(`*/v2/fleet/alerts/:alertId/${by}`, ({ params }) => {
        moves.push(`${by} ${String(params.alertId)}`);
        store.alerts = store.alerts.map((alert) =>
          alert.id === params.alertId ? { ...alert, status, acknowledgedBy: 'Ada Lovelace' } : alert,
        );
        return HttpResponse.json(store.alerts[0]);
      });
    server.use(
      meHandler(aCurrentUser({ user_type: 'BUSINESS', memberships: [membership(['PURCHASER'])] })),
      ...fleetHandlers(store),
      move('ACKNOWLEDGED', 'acknowledge'),
      move('RESOLVED', 'resolve'),
    );
    const { user } = renderApp('/business/robots/maintenance', { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maintenance' }, SLOW)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Open alerts' });
    expect(within(table).getByRole('link', { name: 'AMR-7 #1042' }).getAttribute('href')).toBe(
      `/business/robots/devices/${DEVICE_ID}`,
    );
    await user.click(within(table).getByRole('button', { name: 'Acknowledge Battery low on AMR-7 #1042' }));
    await waitFor(() => expect(screen.getByText('No alerts')).toBeTruthy());
    await user.click(screen.getByRole('radio', { name: 'Acknowledged' }));
    const acknowledged = await screen.findByRole('table', { name: 'Acknowledged alerts' });
    expect(within(acknowledged).getByText('by Ada Lovelace')).toBeTruthy();
    await user.click(
      within(acknowledged).getByRole('button', { name: 'Resolve Battery low on AMR-7 #1042' }),
    );
    await waitFor(() => expect(screen.getByText('No alerts')).toBeTruthy());
    expect(moves).toEqual([`acknowledge ${OPEN.id}`, `resolve ${OPEN.id}`]);
  });

  it('lets an ADMIN add a rule and delete one', { timeout: 30_000 }, async () => {
    const store = { alerts: [] as Schemas['IotAlert'][], rules: [RULE] };
    const sent: unknown[] = [];
    server.use(
      meHandler(aCurrentUser({ user_type: 'BUSINESS', memberships: [membership(['ADMIN'])] })),
      ...fleetHandlers(store),
      http.post('*/v2/fleet/rules', async ({ request }) => {
        const body = (await request.json()) as Schemas['IotAlertRuleInput'];
        sent.push(body);
        const rule: Schemas['IotAlertRule'] = {
          ...RULE,
          id: '7a1b2c3d-0000-4000-8000-00000000r002',
          name: body.name,
          kind: body.kind,
          metric: body.metric ?? null,
          threshold: body.threshold ?? null,
          forMinutes: body.forMinutes,
        };
        store.rules = [...store.rules, rule];
        return HttpResponse.json(rule, { status: 201 });
      }),
      http.delete('*/v2/fleet/rules/:ruleId', ({ params }) => {
        store.rules = store.rules.filter((rule) => rule.id !== params.ruleId);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/business/robots/maintenance', { cookies: signedInCookies() });
    expect(await screen.findByRole('article', { name: 'Battery low' }, SLOW)).toBeTruthy();
    expect(screen.getByText('No alerts')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Battery very low');
    await user.clear(screen.getByLabelText('Threshold'));
    await user.type(screen.getByLabelText('Threshold'), '5');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByRole('article', { name: 'Battery very low' })).toBeTruthy();
    expect(sent).toEqual([
      {
        name: 'Battery very low',
        kind: 'BELOW',
        metric: 'battery',
        threshold: 5,
        forMinutes: 10,
        severity: 'WARNING',
        deviceId: null,
        enabled: true,
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete Battery low' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Battery low?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Battery low' })).toBeNull());
  });

  it('shows a VIEWER the alerts and rules without any action', { timeout: 20_000 }, async () => {
    server.use(
      meHandler(aCurrentUser({ user_type: 'BUSINESS', memberships: [membership(['VIEWER'])] })),
      ...fleetHandlers({ alerts: [OPEN], rules: [RULE] }),
    );
    renderApp('/business/robots/maintenance', { cookies: signedInCookies() });
    expect(await screen.findByRole('table', { name: 'Open alerts' }, SLOW)).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Battery low' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Acknowledge|Resolve|Edit|Delete|Add rule/ })).toBeNull();
    expect(
      screen.getByText('Only an admin or a purchaser of your business can change the rules.'),
    ).toBeTruthy();
  });

  it('shows loading, then a failure with Try Again that loads again', { timeout: 20_000 }, async () => {
    let fail = true;
    server.use(
      meHandler(aCurrentUser({ user_type: 'BUSINESS', memberships: [membership(['ADMIN'])] })),
      // Before the store's handlers: the first that matches answers.
      http.get('*/v2/fleet/alerts', () =>
        fail
          ? HttpResponse.json(errorBody('forbidden', 'Not allowed to see these alerts'), { status: 403 })
          : HttpResponse.json({ alerts: [OPEN], next_cursor: null }),
      ),
      ...fleetHandlers({ alerts: [OPEN], rules: [] }),
    );
    const { user } = renderApp('/business/robots/maintenance', { cookies: signedInCookies() });
    expect(await screen.findByText('Loading alerts...', {}, SLOW)).toBeTruthy();
    const alert = await screen.findByText('Not allowed to see these alerts');
    expect(alert).toBeTruthy();
    expect(await screen.findByText('No alert rules yet')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Open alerts' })).toBeTruthy();
  });

  it(
    'gives a customer without a business its own robots’ alerts and rules, with every action',
    SLOW,
    async () => {
      server.use(meHandler(aCurrentUser()), ...fleetHandlers({ alerts: [OPEN], rules: [RULE] }));
      renderApp('/business/robots/maintenance', { cookies: signedInCookies() });
      expect(await screen.findByRole('heading', { level: 1, name: 'Maintenance' }, SLOW)).toBeTruthy();
      expect(screen.getByText(/Alerts on your robots/)).toBeTruthy();
      expect(await screen.findByRole('table', { name: 'Open alerts' }, SLOW)).toBeTruthy();
      expect(screen.getByRole('button', { name: /^Acknowledge/ })).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'Add rule' })).toBeTruthy();
    },
  );
});
