import type { components } from '@robomarket/api-client';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { FakeEventSource } from '../test/fake-event-source';
import { server } from '../test/msw-server';
import { aNotification, defaultPreferences } from '../test/notification-fixtures';
import { renderApp } from '../test/render-app';

const membership = (roles: components['schemas']['BusinessRole'][]): components['schemas']['Membership'] => ({
  id: '7a1b2c3d-0000-4000-8000-000000000001',
  business_id: '7a1b2c3d-0000-4000-8000-000000000002',
  role: roles.includes('ADMIN') ? 'ADMIN' : 'MEMBER',
  roles,
  name: 'Meridian Automation',
  logo_url: null,
});

// The pages and the bell load lazily; on a busy machine the first render takes longer than a second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the header bell', () => {
  it('shows the unread count, lists the notifications and follows one, marking it read', async () => {
    const read: string[] = [];
    const notification = aNotification();
    server.use(
      meHandler(),
      http.get('*/v2/notifications/unread-count', () => HttpResponse.json({ unread: 1 })),
      http.get('*/v2/notifications', () =>
        HttpResponse.json({ notifications: [notification], next_cursor: null }),
      ),
      http.post('*/v2/notifications/:id/read', ({ params }) => {
        read.push(String(params.id));
        return HttpResponse.json({ ...notification, read: true });
      }),
    );
    const { user, router } = renderApp('/account-settings', { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const popover = await screen.findByRole('dialog');
    await user.click(await within(popover).findByRole('link', { name: /Warehouse Automation RFP/ }));
    await waitFor(() => expect(read).toEqual([notification.id]));
    await waitFor(() => expect(router.state.location.pathname).toBe(notification.link));
  }, 30_000);

  it('follows the live unread count of the event stream without asking again', async () => {
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
    let asked = 0;
    server.use(
      meHandler(),
      http.get('*/v2/notifications/unread-count', () => {
        asked += 1;
        return HttpResponse.json({ unread: 1 });
      }),
    );
    renderApp('/account-settings', { cookies: signedInCookies() });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    await waitFor(() => expect(FakeEventSource.bell).toHaveLength(1));
    const [stream] = FakeEventSource.bell;
    if (!stream) throw new Error('the bell opened no stream');
    act(() => {
      stream.open();
      stream.emit('unread', { unread: 3 });
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    act(() => stream.emit('unread', { unread: 0 }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(asked).toBe(1);
  }, 30_000);

  it('shows the failure with Try Again when the list cannot load', async () => {
    server.use(
      meHandler(),
      http.get('*/v2/notifications', () =>
        HttpResponse.json(errorBody('internal', 'Something went wrong'), { status: 500 }),
      ),
    );
    const { user } = renderApp('/account-settings', { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const popover = await screen.findByRole('dialog');
    expect(
      await within(popover).findByRole('button', { name: 'Try Again' }, { timeout: 15_000 }),
    ).toBeTruthy();
  }, 30_000);
});

describe('/account-settings notification preferences', () => {
  it('saves one type at a time', async () => {
    const saved: unknown[] = [];
    server.use(
      meHandler(),
      http.put('*/v2/auth/me/notification-preferences', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ preferences: defaultPreferences() });
      }),
    );
    const { user } = renderApp('/account-settings', { cookies: signedInCookies() });
    await user.click(await screen.findByRole('checkbox', { name: 'Message received: E-mail' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { preferences: [{ type: 'message.received', in_app: true, email: false, digest: false }] },
      ]),
    );
  }, 30_000);
});

describe('/business/settings/notifications', () => {
  it('lets an ADMIN choose the categories of new RFPs', async () => {
    const saved: unknown[] = [];
    server.use(
      meHandler(aCurrentUser({ user_type: 'BUSINESS', memberships: [membership(['ADMIN'])] })),
      http.get('*/v2/business/:id/notification-settings', () =>
        HttpResponse.json({ rfpCategories: [], rfpRecipientRole: 'SALES' }),
      ),
      http.put('*/v2/business/:id/notification-settings', async ({ request }) => {
        const body = await request.json();
        saved.push(body);
        return HttpResponse.json(body as object);
      }),
    );
    const { user } = renderApp('/business/settings/notifications', { cookies: signedInCookies() });
    const field = await screen.findByLabelText('Categories (separated by commas)', {}, { timeout: 15_000 });
    await waitFor(() => expect(field.hasAttribute('disabled')).toBe(false));
    await user.type(field, 'ROBOT, Welding');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification settings saved')).toBeTruthy();
    expect(saved).toEqual([{ rfpCategories: ['ROBOT', 'Welding'], rfpRecipientRole: 'SALES' }]);
  }, 30_000);

  it('shows the load failure', async () => {
    server.use(
      meHandler(aCurrentUser({ user_type: 'BUSINESS', memberships: [membership(['SALES'])] })),
      http.get('*/v2/business/:id/notification-settings', () =>
        HttpResponse.json(errorBody('not_found', 'Business not found'), { status: 404 }),
      ),
    );
    renderApp('/business/settings/notifications', { cookies: signedInCookies() });
    expect(await screen.findByText('Business not found', {}, { timeout: 15_000 })).toBeTruthy();
  }, 30_000);
});

describe('/notifications/unsubscribe', () => {
  it('turns the mail off with one click, signed out', async () => {
    server.use(
      http.post('*/v2/notifications/unsubscribe', async ({ request }) => {
        const { token } = (await request.json()) as { token: string };
        return token === 'good'
          ? HttpResponse.json({ type: 'rfp.new_matching' })
          : HttpResponse.json(errorBody('validation_failed', 'This unsubscribe link is not valid'), {
              status: 400,
            });
      }),
    );
    const { user } = renderApp('/notifications/unsubscribe?token=good');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText(/no longer get e-mails for “New RFP in a followed category”/),
    ).toBeTruthy();
  }, 30_000);

  it('says when the link is not valid', async () => {
    server.use(
      http.post('*/v2/notifications/unsubscribe', () =>
        HttpResponse.json(errorBody('validation_failed', 'This unsubscribe link is not valid'), {
          status: 400,
        }),
      ),
    );
    const { user } = renderApp('/notifications/unsubscribe?token=forged');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This unsubscribe link is not valid')).toBeTruthy();
  }, 30_000);
});
