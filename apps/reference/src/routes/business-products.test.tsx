import type { BusinessRole } from '@robomarket/api-client/enums';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { aProduct, listProductsHandler, SELLER_ID } from '../test/product-fixtures';
import { renderApp } from '../test/render-app';

const BUSINESS_ID = 'b0000000-0000-4000-8000-0000000000b1';

/** A customer account acting for Meridian Automation with `roles` (invited, accepted). */
const member = (roles: BusinessRole[]) =>
  aCurrentUser({
    memberships: [
      {
        id: 'a0000000-0000-4000-8000-0000000000a1',
        business_id: BUSINESS_ID,
        role: 'MEMBER',
        roles,
        name: 'Meridian Automation',
        logo_url: null,
      },
    ],
  });

// A colleague created it: another user, the same business.
const colleagues = aProduct({ name: 'Colleague Arm', seller_id: SELLER_ID, business_id: BUSINESS_ID });
const elsewhere = aProduct({
  id: '8e3b1c2a-4d5f-4a6b-9c7d-0000000000ee',
  name: 'Rival Arm',
  seller_id: SELLER_ID,
});

async function findProducts() {
  return within(await screen.findByRole('region', { name: 'My Products' }, { timeout: 10_000 }));
}

describe("a business's products (/business/products)", () => {
  it("lets a SALES member edit a product a colleague created, listing only the business's products", async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      meHandler(member(['SALES'])),
      listProductsHandler(() => [colleagues, elsewhere], { seen }),
    );
    renderApp('/business/products', { cookies: signedInCookies() });
    const list = await findProducts();
    expect(await list.findByRole('heading', { name: 'Colleague Arm' })).toBeTruthy();
    expect(list.queryByRole('heading', { name: 'Rival Arm' })).toBeNull();
    expect(list.getByRole('button', { name: 'Edit Colleague Arm' })).toBeTruthy();
    expect(seen.at(-1)?.get('businessId')).toBe(BUSINESS_ID);
    // A customer account lists no new products, even with SALES.
    expect(list.queryByRole('button', { name: 'Add New Product' })).toBeNull();
  });

  it('shows a VIEWER the products read only, with the reason', async () => {
    server.use(
      meHandler(member(['VIEWER'])),
      listProductsHandler(() => [colleagues]),
    );
    renderApp('/business/products', { cookies: signedInCookies() });
    const list = await findProducts();
    expect(await list.findByRole('heading', { name: 'Colleague Arm' })).toBeTruthy();
    expect(list.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(list.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(list.getByText(/Changing them needs the SALES role/)).toBeTruthy();
  });

  it("shows the server's 403 when a VIEWER forces a price change", async () => {
    server.use(
      meHandler(member(['VIEWER'])),
      listProductsHandler(() => [colleagues]),
      http.put('*/v2/products/:id', () =>
        HttpResponse.json(
          errorBody('forbidden', 'Your role in Meridian Automation does not allow this: it needs SALES'),
          { status: 403 },
        ),
      ),
    );
    renderApp('/business/products/pricing', { cookies: signedInCookies() });
    const table = await screen.findByRole('table', { name: 'Pricing' }, { timeout: 10_000 });
    const row = within(table).getByRole('row', { name: /Colleague Arm/ });
    const price = within(row).getByRole('textbox');
    await userEvent.clear(price);
    await userEvent.type(price, '999.00');
    await userEvent.click(within(row).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(screen.getByText(/does not allow this: it needs SALES/)).toBeTruthy());
  });
});
