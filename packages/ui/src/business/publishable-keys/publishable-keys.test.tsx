import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoboMarketTheme } from '../../primitives/robomarket-theme';
import { parseOrigins } from './origins';
import { PublishableKeys, type PublishableKeysProps, type PublishableKeyView } from './publishable-keys';

const NEWER: PublishableKeyView = {
  id: 'k2',
  key: 'pk_4nJ2y0bq3mVx7Qe9sLr1WcZ8tHk5uP6d',
  allowed_origins: ['https://www.northgate.example', 'http://localhost:5173'],
  created_at: '2026-03-02T09:00:00Z',
};
const OLDER: PublishableKeyView = {
  id: 'k1',
  key: 'pk_Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6',
  allowed_origins: ['https://shop.northgate.example'],
  created_at: '2026-02-14T09:00:00Z',
};

function setup(props: Partial<PublishableKeysProps> = {}) {
  const handlers = {
    onRetry: vi.fn(),
    onCreate: vi.fn<PublishableKeysProps['onCreate']>(async () => undefined),
    onRevoke: vi.fn<PublishableKeysProps['onRevoke']>(async () => undefined),
    onCopy: vi.fn<NonNullable<PublishableKeysProps['onCopy']>>(async () => undefined),
  };
  render(
    <RoboMarketTheme>
      <PublishableKeys
        businessName="Northgate"
        status="ready"
        keys={[NEWER, OLDER]}
        {...handlers}
        {...props}
      />
    </RoboMarketTheme>,
  );
  return { ...handlers, user: userEvent.setup() };
}

describe('PublishableKeys', () => {
  it('lists each key with its origins and creation date, and copies it', async () => {
    const { onCopy, user } = setup();
    const key2 = screen.getByRole('article', { name: 'Key 2' });
    expect(key2.textContent).toContain(NEWER.key);
    expect(key2.textContent).toContain('https://www.northgate.example');
    expect(key2.textContent).toContain('Created Mar 2, 2026');
    await user.click(within(key2).getByRole('button', { name: 'Copy key 2' }));
    expect(onCopy).toHaveBeenCalledWith(NEWER.key);
    expect(await within(key2).findByText('Copied')).toBeTruthy();
  });

  it('revokes only after confirmation', async () => {
    const { onRevoke, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Revoke key 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke key 1?' });
    expect(onRevoke).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(onRevoke).toHaveBeenCalledWith(OLDER);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps the confirmation open with the failure when revoking fails', async () => {
    const { user } = setup({ onRevoke: async () => Promise.reject(new Error('Publishable key not found')) });
    await user.click(screen.getByRole('button', { name: 'Revoke key 2' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Publishable key not found');
  });

  it('creates a key for the origins typed one per line', async () => {
    const { onCreate, user } = setup();
    const field = screen.getByLabelText('Allowed origins');
    await user.type(field, ' https://www.partner.example \n\nhttp://localhost:8080');
    await user.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(onCreate).toHaveBeenCalledWith(['https://www.partner.example', 'http://localhost:8080']);
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
  });

  it('says what is wrong with an origin and sends nothing', async () => {
    const { onCreate, user } = setup();
    await user.type(screen.getByLabelText('Allowed origins'), 'https://www.partner.example/shop');
    await user.click(screen.getByRole('button', { name: 'Create Key' }));
    expect(
      screen.getByText(
        'https://www.partner.example/shop must not have a path; use https://www.partner.example',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Allowed origins').getAttribute('aria-invalid')).toBe('true');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('shows loading, the empty state and a load failure with Try Again', async () => {
    const { onRetry, user } = setup({ status: 'error', error: 'Only an ADMIN of this business may do this' });
    expect(screen.getByRole('alert').textContent).toContain('Only an ADMIN of this business may do this');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
    document.body.replaceChildren();
    setup({ status: 'loading' });
    expect(screen.getByRole('status').textContent).toContain('Loading publishable keys...');
    document.body.replaceChildren();
    setup({ keys: [] });
    expect(screen.getByText('No publishable keys yet')).toBeTruthy();
  });
});

describe('parseOrigins', () => {
  it.each([
    ['', 'Enter at least one origin, such as https://www.example.com'],
    ['javascript:alert(1)', 'javascript:alert(1) must start with http:// or https://'],
    ['https://*.example.com', 'https://*.example.com: wildcards are not allowed; list each site'],
    ['https://Example.com', 'https://Example.com must be written as https://example.com'],
    ['https://a.example/', 'https://a.example/ must not have a path; use https://a.example'],
    ['https://a.example\nhttps://a.example', 'https://a.example is listed twice'],
    ['www.example.com', 'www.example.com is not an origin such as https://www.example.com'],
  ])('%j → %s', (text, problem) => {
    expect(parseOrigins(text)).toEqual({ problem });
  });

  it('takes at most 10 origins', () => {
    const text = Array.from({ length: 11 }, (_, i) => `https://s${i}.example`).join('\n');
    expect(parseOrigins(text)).toEqual({ problem: 'A key allows at most 10 origins' });
  });
});
