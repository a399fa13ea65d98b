import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

describe('/about', () => {
  it('shows every section of product-spec §2 and the map without third parties', async () => {
    renderApp('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: /building the marketplace for robots/ }),
    ).toBeTruthy();
    for (const name of ['mission', 'vision', 'team', 'values', 'story', 'partners', 'contact']) {
      expect(document.getElementById(name)?.tagName).toBe('SECTION');
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Technology Partners' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Reseller Partners' })).toBeTruthy();
    expect(screen.getByText('2025 Q1')).toBeTruthy();
    expect(screen.getByText('2026 Q3')).toBeTruthy();
    const map = screen.getByRole('img', { name: /Map of RoboMarket HQ/ });
    expect(map.tagName.toLowerCase()).toBe('svg');
    expect(map.querySelector('image, foreignObject')).toBeNull();
    // The title is set in an effect after the page has rendered.
    await vi.waitFor(() =>
      expect(document.title).toBe('About RoboMarket — Mission, team and how to reach us'),
    );
    // Home and /about have no search bar (product-spec §2).
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('sends the contact form to the API and offers to send another', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/v2/contact', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { id: '0b7c1a64-3f6e-4c39-9d6b-8a2f4a1d9e01', received_at: '2026-11-24T00:00:00Z' },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/about');
    const form = within(await screen.findByRole('form', { name: 'Contact us' }));
    await user.type(form.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(form.getByLabelText('Email'), 'ada@example.com');
    await user.type(form.getByLabelText('Message'), 'Hello there');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(/Thank you for your message!/)).toBeTruthy();
    expect(sent).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello there' }]);
    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByRole('form', { name: 'Contact us' })).toBeTruthy();
  });

  it('shows the §8 failure text with the team address when sending fails, keeping the message', async () => {
    server.use(
      http.post('*/v2/contact', () =>
        HttpResponse.json({ code: 'internal', message: 'Something broke' }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/about');
    const form = within(await screen.findByRole('form', { name: 'Contact us' }));
    await user.type(form.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(form.getByLabelText('Email'), 'ada@example.com');
    await user.type(form.getByLabelText('Message'), 'Hello there');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect((await form.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'There was an error sending your message. Please try again or email us directly at contact@robomarket.dev.',
    );
    expect((form.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello there');
  });

  it('subscribes to the newsletter from the footer through the API', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/v2/newsletter/subscribe', async ({ request }) => {
        const body = (await request.json()) as { email: string };
        sent.push(body);
        return HttpResponse.json({ email: body.email });
      }),
    );
    const { user } = renderApp('/about');
    const newsletter = within(await screen.findByRole('form', { name: 'Newsletter' }));
    await user.type(newsletter.getByLabelText('Get product news and market insights'), 'ops@example.com');
    await user.click(newsletter.getByRole('button', { name: 'Subscribe' }));
    expect(await newsletter.findByText('Thanks for subscribing!')).toBeTruthy();
    expect(sent).toEqual([{ email: 'ops@example.com' }]);
  });
});
