import type { components } from '@robomarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, meHandler, signedInCookies } from '../test/auth-fixtures';
import {
  aBusiness,
  aMember,
  aPublishableKey,
  BUSINESS_ID,
  businessesHandler,
  invitationsHandler,
  linkRequestsHandler,
  membersHandler,
} from '../test/business-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

type PublishableKey = components['schemas']['PublishableKey'];

describe('business settings: publishable keys', () => {
  it('lets an ADMIN create a key for the origins typed and revoke it after confirming', async () => {
    let keys: PublishableKey[] = [aPublishableKey()];
    const created: unknown[] = [];
    const revoked: string[] = [];
    server.use(
      meHandler(aCurrentUser({ role: 'parent_dealership', user_type: 'BUSINESS' })),
      invitationsHandler(),
      businessesHandler([aBusiness()]),
      membersHandler([aMember()]),
      linkRequestsHandler(),
      http.get('*/v2/business/keys', () => HttpResponse.json({ keys, next_cursor: null })),
      http.post('*/v2/business/keys', async ({ request }) => {
        const body = (await request.json()) as { business_id: string; allowed_origins: string[] };
        created.push(body);
        const key = aPublishableKey({
          id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
          key: 'pk_Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6',
          allowed_origins: body.allowed_origins,
        });
        keys = [key, ...keys];
        return HttpResponse.json(key, { status: 201 });
      }),
      http.delete('*/v2/business/keys/:id', ({ params }) => {
        revoked.push(String(params.id));
        keys = keys.filter((key) => key.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/business/settings', { cookies: signedInCookies() });
    const panel = within(await screen.findByRole('region', { name: 'Acme Automation' }));
    expect(await panel.findByRole('article', { name: 'Key 1' })).toBeTruthy();

    await user.type(panel.getByLabelText('Allowed origins'), 'https://shop.partner.example');
    await user.click(panel.getByRole('button', { name: 'Create Key' }));
    expect(await panel.findByRole('article', { name: 'Key 2' })).toBeTruthy();
    expect(created).toEqual([
      { business_id: BUSINESS_ID, allowed_origins: ['https://shop.partner.example'] },
    ]);

    await user.click(panel.getByRole('button', { name: 'Revoke key 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke key 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(panel.queryByRole('article', { name: 'Key 2' })).toBeNull());
    expect(revoked).toEqual([aPublishableKey().id]);
  });

  it('shows a MEMBER no keys and asks for none', async () => {
    let asked = false;
    server.use(
      meHandler(),
      invitationsHandler(),
      businessesHandler([aBusiness()]),
      membersHandler([aMember({ role: 'MEMBER' })]),
      http.get('*/v2/business/keys', () => {
        asked = true;
        return HttpResponse.json({ keys: [], next_cursor: null });
      }),
    );
    renderApp('/business/settings', { cookies: signedInCookies() });
    const panel = within(await screen.findByRole('region', { name: 'Acme Automation' }));
    expect(await panel.findByRole('article', { name: /Ada Lovelace/ })).toBeTruthy();
    expect(panel.queryByRole('heading', { name: /Publishable keys/ })).toBeNull();
    expect(asked).toBe(false);
  });
});
