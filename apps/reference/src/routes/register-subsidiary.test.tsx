import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, anAuthSession } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { listProductsHandler } from '../test/product-fixtures';
import { renderApp } from '../test/render-app';

const PARENT_ID = '4d2c1b0a-9e8f-4a7b-8c6d-000000000001';

describe('registering a subsidiary', () => {
  // The dialogs' chunk and a dozen typed fields: slow on a busy two-core machine.
  it('finds the parent company by name and sends its id with the registration', {
    timeout: 30_000,
  }, async () => {
    const bodies: unknown[] = [];
    const searched: string[] = [];
    server.use(
      http.get('*/v2/business/search', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        searched.push(q);
        return HttpResponse.json({
          businesses: 'meridian holdings'.includes(q.toLowerCase())
            ? [{ id: PARENT_ID, name: 'Meridian Holdings' }]
            : [],
        });
      }),
      http.post('*/v2/auth/register', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          anAuthSession(
            aCurrentUser({ user_type: 'BUSINESS', role: 'child_dealership', first_name: 'Grace' }),
          ),
          { status: 201 },
        );
      }),
      listProductsHandler(() => []),
    );
    const { user } = renderApp('/register');
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 10_000 }));
    await user.click(dialog.getByRole('radio', { name: /Business/ }));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await user.type(dialog.getByLabelText('Company Name'), 'Meridian North');
    await user.click(dialog.getByRole('combobox', { name: 'Business Type' }));
    await user.click(await screen.findByRole('option', { name: 'Subsidiary' }));

    const search = dialog.getByRole('combobox', { name: 'Parent Company (optional)' });
    await user.type(search, 'M');
    expect(dialog.getByText(/Type at least 2 characters/)).toBeTruthy();
    await user.type(search, 'eridian');
    await user.click(await dialog.findByRole('option', { name: 'Meridian Holdings' }));
    expect(dialog.getByRole('button', { name: 'Remove Meridian Holdings' })).toBeTruthy();
    // Nothing shorter than 2 characters was asked for, and typing was waited for.
    expect(searched.every((q) => q.length >= 2)).toBe(true);
    expect(searched.length).toBeLessThan('eridian'.length);

    await user.type(dialog.getByLabelText('Email'), 'grace@north.example');
    await user.type(dialog.getByLabelText('First Name'), 'Grace');
    await user.type(dialog.getByLabelText('Last Name'), 'Hopper');
    await user.type(dialog.getByLabelText('Password'), 'nanoseconds-11.8');
    await user.type(dialog.getByLabelText('Confirm Password'), 'nanoseconds-11.8');
    await user.click(dialog.getByRole('button', { name: 'Create Account' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Grace' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(bodies).toEqual([
      {
        user_type: 'BUSINESS',
        email: 'grace@north.example',
        password: 'nanoseconds-11.8',
        first_name: 'Grace',
        last_name: 'Hopper',
        company_name: 'Meridian North',
        business_type: 'subsidiary',
        parent_business_id: PARENT_ID,
      },
    ]);
  });
});
