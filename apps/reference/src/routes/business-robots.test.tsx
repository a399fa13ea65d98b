import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { FakeEventSource } from '../test/fake-event-source';
import {
  aDevice,
  aMembership,
  aSeriesSet,
  DEVICE_ID,
  deviceHandler,
  fleetHandler,
  seriesHandler,
} from '../test/fleet-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { WORKFLOW_ID } from '../test/workflow-fixtures';

// The pages load lazily; on a busy machine the first render takes longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

const BUYER = aCurrentUser({ user_type: 'BUSINESS', memberships: [aMembership(['ADMIN', 'PURCHASER'])] });
const VIEWER = aCurrentUser({ user_type: 'BUSINESS', memberships: [aMembership(['VIEWER'])] });
const SELLER = aCurrentUser({ role: 'dealer', user_type: 'BUSINESS', memberships: [aMembership(['SALES'])] });
const CREDENTIAL = 'dev_3q2X9vB7kLmN0pQrStUvWxYz1a2b3c4d5e6f7g8h9iJ';

const ALERTING = aDevice({
  id: 'd3f1c2b4-7a6e-4c1d-9b8a-000000000002',
  name: 'Palletiser 2',
  status: 'ALERT',
  battery: 12,
});

describe('/business/robots', () => {
  it('leads to the fleet', async () => {
    server.use(
      meHandler(BUYER),
      fleetHandler(() => [aDevice()]),
    );
    const { router } = renderApp('/business/robots', { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Robots' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business/robots/fleet');
  });
});

describe('/business/robots/fleet', () => {
  it('lists the owned robots with status, battery and deal, and filters by status in the address', async () => {
    const urls: string[] = [];
    server.use(
      meHandler(BUYER),
      fleetHandler(() => [aDevice(), ALERTING], urls),
    );
    const { user, router } = renderApp('/business/robots/fleet', { cookies: signedInCookies() });
    const table = await screen.findByRole('table', { name: 'Robots' });
    const row = await within(table).findByRole('row', { name: /Palletiser 1/ });
    expect(within(row).getByText('Online')).toBeTruthy();
    expect(within(row).getByText('82%')).toBeTruthy();
    expect(within(row).getByText('just now')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Palletiser 1' }).getAttribute('href')).toBe(
      `/business/robots/devices/${DEVICE_ID}`,
    );
    expect(
      within(row)
        .getByRole('link', { name: /Palletising cell for line 4/ })
        .getAttribute('href'),
    ).toBe(`/workflow/${WORKFLOW_ID}`);
    expect(new URL(urls[0] ?? '').searchParams.get('side')).toBe('OWNED');
    // No Sold tab for a business that does not sell.
    expect(screen.queryByRole('tab')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Alert' }));
    await waitFor(() => expect(new URL(urls.at(-1) ?? '').searchParams.get('status')).toBe('ALERT'));
    expect(router.state.location.search).toBe('?status=ALERT');
  });

  it('says there are no robots yet, and why', async () => {
    server.use(
      meHandler(BUYER),
      fleetHandler(() => []),
    );
    renderApp('/business/robots/fleet', { cookies: signedInCookies() });
    expect(await screen.findByText('No robots yet')).toBeTruthy();
    expect(
      screen.getByText('Devices appear here once a seller registers the units of an order you placed.'),
    ).toBeTruthy();
  });

  it('shows a failed load with Try again, which reads the list again', async () => {
    let fail = true;
    server.use(
      meHandler(BUYER),
      http.get('*/v2/fleet/devices', () =>
        fail
          ? HttpResponse.json(errorBody('forbidden', 'You may not see this fleet'), { status: 403 })
          : HttpResponse.json({ devices: [aDevice()], next_cursor: null }),
      ),
    );
    const { user } = renderApp('/business/robots/fleet', { cookies: signedInCookies() });
    expect((await screen.findByRole('alert')).textContent).toContain('You may not see this fleet');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Palletiser 1/ })).toBeTruthy();
  });

  it('gives a selling business a Sold tab with the owners of the robots it sold', async () => {
    const urls: string[] = [];
    server.use(
      meHandler(SELLER),
      http.get('*/v2/fleet/devices', ({ request }) => {
        urls.push(request.url);
        const sold = new URL(request.url).searchParams.get('side') === 'SOLD';
        return HttpResponse.json({
          devices: sold ? [aDevice({ viewer: 'SELLER', ownerName: 'Acme Logistics' })] : [],
          next_cursor: null,
        });
      }),
    );
    const { user, router } = renderApp('/business/robots/fleet', { cookies: signedInCookies() });
    expect(await screen.findByText('No robots yet')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /^Sold/ }));
    const table = await screen.findByRole('table', { name: 'Robots sold' });
    expect(within(table).getByText('Acme Logistics')).toBeTruthy();
    expect(router.state.location.search).toBe('?side=SOLD');
    expect(new URL(urls.at(-1) ?? '').searchParams.get('side')).toBe('SOLD');
  });
});

describe('/business/robots/devices/:deviceId', () => {
  it("shows the owner's robot with its chart, and lets its ADMIN rotate the credential and share metrics", async () => {
    const seriesUrls: string[] = [];
    const shared: unknown[] = [];
    server.use(
      meHandler(BUYER),
      deviceHandler(() => aDevice()),
      seriesHandler(seriesUrls),
      http.post('*/v2/fleet/devices/:deviceId/credential', () =>
        HttpResponse.json({
          device: aDevice({ credentialIssuedAt: '2026-03-10T12:00:00Z' }),
          credential: CREDENTIAL,
        }),
      ),
      http.patch('*/v2/fleet/devices/:deviceId', async ({ request }) => {
        const body = (await request.json()) as { sharedMetrics: string[] };
        shared.push(body);
        return HttpResponse.json(aDevice({ sharedMetrics: body.sharedMetrics }));
      }),
    );
    const { user } = renderApp(`/business/robots/devices/${DEVICE_ID}`, { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Palletiser 1' })).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.getByText('PX-2026-0001')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Palletising cell for line 4' }).getAttribute('href')).toBe(
      `/workflow/${WORKFLOW_ID}`,
    );

    const summary = await screen.findByRole('table', { name: /Last, lowest and highest/ });
    const battery = within(summary).getByRole('row', { name: /Battery/ });
    expect(
      within(battery)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['72%', '70%', '83%']);
    const asked = new URL(seriesUrls[0] ?? '');
    expect(asked.searchParams.getAll('metric')).toEqual(['battery']);
    expect(asked.searchParams.get('range')).toBe('24h');

    const chart = screen.getByRole('region', { name: 'Telemetry' });
    await user.click(within(chart).getByRole('radio', { name: '7 d' }));
    await waitFor(() => expect(new URL(seriesUrls.at(-1) ?? '').searchParams.get('range')).toBe('7d'));
    await user.click(within(chart).getByRole('checkbox', { name: 'Temperature' }));
    await waitFor(() =>
      expect(new URL(seriesUrls.at(-1) ?? '').searchParams.getAll('metric')).toEqual([
        'battery',
        'temperature',
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Rotate credential' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Rotate credential for Palletiser 1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate credential' }));
    const shown = await screen.findByRole('alertdialog', { name: 'New credential' });
    expect(within(shown).getByText(CREDENTIAL)).toBeTruthy();
    expect(within(shown).getByText('This credential is shown once. Store it in the robot now.')).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    const sharing = screen.getByRole('region', { name: 'Sharing with the seller' });
    await user.click(within(sharing).getByRole('checkbox', { name: 'Error code' }));
    await user.click(within(sharing).getByRole('button', { name: 'Save sharing' }));
    await waitFor(() => expect(shared).toEqual([{ sharedMetrics: ['battery', 'error_code'] }]));
    expect(await within(sharing).findByText('Saved')).toBeTruthy();
  });

  it('shows a VIEWER of the owner no credential controls and the sharing read-only', async () => {
    server.use(
      meHandler(VIEWER),
      deviceHandler(() => aDevice()),
      seriesHandler(),
    );
    renderApp(`/business/robots/devices/${DEVICE_ID}`, { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Palletiser 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rotate credential' })).toBeNull();
    expect(screen.getByText('The owner shares: Battery.')).toBeTruthy();
  });

  it('shows the seller only the shared metrics, and nothing to change', async () => {
    const seriesUrls: string[] = [];
    server.use(
      meHandler(SELLER),
      deviceHandler(() => aDevice({ viewer: 'SELLER', sharedMetrics: ['error_code'] })),
      seriesHandler(seriesUrls),
    );
    renderApp(`/business/robots/devices/${DEVICE_ID}`, { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Palletiser 1' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Error code' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Battery' })).toBeNull();
    await waitFor(() =>
      expect(new URL(seriesUrls[0] ?? '').searchParams.getAll('metric')).toEqual(['error_code']),
    );
    expect(screen.getByText('The owner shares: Error code.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rotate credential' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save sharing' })).toBeNull();
  });

  it('tells a seller with nothing shared that there is no chart', async () => {
    server.use(
      meHandler(SELLER),
      deviceHandler(() => aDevice({ viewer: 'SELLER', sharedMetrics: [] })),
    );
    renderApp(`/business/robots/devices/${DEVICE_ID}`, { cookies: signedInCookies() });
    expect(
      await screen.findByText('The owner shares no metrics with you, so there is no chart to show.'),
    ).toBeTruthy();
  });

  it('follows the device live: its status from the stream, and the chart read again when points arrive', async () => {
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
    const seriesUrls: string[] = [];
    server.use(
      meHandler(BUYER),
      deviceHandler(() => aDevice()),
      seriesHandler(seriesUrls),
    );
    renderApp(`/business/robots/devices/${DEVICE_ID}`, { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Palletiser 1' })).toBeTruthy();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.latest();
    expect(new URL(stream.url, 'http://x').pathname).toBe(`/v2/fleet/devices/${DEVICE_ID}/events`);
    await waitFor(() => expect(seriesUrls.length).toBeGreaterThan(0));
    const loads = seriesUrls.length;
    act(() => {
      stream.open();
      stream.emit('device', aDevice({ status: 'ALERT', battery: 9 }));
    });
    expect(await screen.findByText('Alert')).toBeTruthy();
    act(() =>
      stream.emit('points', {
        deviceId: DEVICE_ID,
        metrics: [{ name: 'battery', value: 9, unit: '%', recordedAt: '2026-03-10T12:01:00Z' }],
      }),
    );
    await waitFor(() => expect(seriesUrls.length).toBeGreaterThan(loads));
  });

  it('says "No data in this range" for a robot that never reported', async () => {
    server.use(
      meHandler(BUYER),
      deviceHandler(() => aDevice({ status: 'NEVER_SEEN', battery: null, lastSeenAt: null })),
      http.get('*/v2/fleet/devices/:deviceId/series', () =>
        HttpResponse.json({
          deviceId: DEVICE_ID,
          range: '24h',
          resolution: 'MINUTE',
          from: '2026-03-09T12:00:00Z',
          to: '2026-03-10T12:00:00Z',
          series: [{ metric: 'battery', unit: '%', points: [] }],
        }),
      ),
    );
    renderApp(`/business/robots/devices/${DEVICE_ID}`, { cookies: signedInCookies() });
    expect(await screen.findByText('No data in this range')).toBeTruthy();
    expect(screen.getByText('Never seen')).toBeTruthy();
    expect(screen.getByText('No reading yet')).toBeTruthy();
  });

  it('shows a failed chart with Try again', async () => {
    let fail = true;
    server.use(
      meHandler(BUYER),
      deviceHandler(() => aDevice()),
      http.get('*/v2/fleet/devices/:deviceId/series', ({ request }) =>
        fail
          ? HttpResponse.json(errorBody('validation_failed', 'The range is not valid'), { status: 400 })
          : HttpResponse.json(aSeriesSet(new URL(request.url).searchParams.getAll('metric'))),
      ),
    );
    const { user } = renderApp(`/business/robots/devices/${DEVICE_ID}`, { cookies: signedInCookies() });
    expect((await screen.findByRole('alert')).textContent).toContain('The range is not valid');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /Last, lowest and highest/ })).toBeTruthy();
  });

  it('says a robot that is not the user’s is not found', async () => {
    server.use(
      meHandler(BUYER),
      http.get('*/v2/fleet/devices/:deviceId', () =>
        HttpResponse.json(errorBody('not_found', 'Not found'), { status: 404 }),
      ),
    );
    renderApp(`/business/robots/devices/${DEVICE_ID}`, { cookies: signedInCookies() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Robot not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your robots' }).getAttribute('href')).toBe(
      '/business/robots/fleet',
    );
  });
});
