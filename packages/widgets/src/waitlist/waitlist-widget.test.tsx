import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoboMarketWaitlist, WAITLIST_JOINED_EVENT } from './waitlist-widget';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the waitlist call with `answer`; any other request fails the test. */
function stubApi(answer: (request: Request) => Response | Promise<Response>) {
  const requests: { url: string; headers: Headers; body: unknown; credentials: string }[] = [];
  const fetch = vi.fn(async (input: Request) => {
    const request = input instanceof Request ? input : new Request(input);
    if (request.method !== 'POST' || !request.url.endsWith('/v2/waitlist/signup')) {
      throw new Error(`unexpected request ${request.method} ${request.url}`);
    }
    requests.push({
      url: request.url,
      headers: request.headers,
      body: await request.clone().json(),
      credentials: request.credentials,
    });
    return answer(request);
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

async function join(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('RoboMarketWaitlist', () => {
  it('joins through the configured API and announces it to the page', async () => {
    const requests = stubApi(async (request) => {
      const { email } = (await request.json()) as { email: string };
      return json(200, { email, joined_at: '2025-06-01T10:00:00Z' });
    });
    const heard = vi.fn();
    document.addEventListener(WAITLIST_JOINED_EVENT, heard);
    const onJoined = vi.fn();
    render(
      <RoboMarketWaitlist
        apiBase="https://api.robomarket.example/"
        publishableKey="pk_test_123"
        onJoined={onJoined}
      />,
    );

    await join('buyer@acme.example');

    expect((await screen.findByRole('status')).textContent).toContain('Thank You for Signing Up!');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('https://api.robomarket.example/v2/waitlist/signup');
    expect(requests[0]?.body).toEqual({ email: 'buyer@acme.example' });
    expect(requests[0]?.headers.get('X-Publishable-Key')).toBe('pk_test_123');
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(heard).toHaveBeenCalledTimes(1);
    const event = heard.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual({ email: 'buyer@acme.example' });
    expect(event.bubbles && event.composed).toBe(true);
    expect(onJoined).toHaveBeenCalledWith('buyer@acme.example');
    document.removeEventListener(WAITLIST_JOINED_EVENT, heard);
  });

  it('sends no publishable key header when none is configured', async () => {
    const requests = stubApi(() => json(200, { email: 'a@b.example', joined_at: '2025-06-01T10:00:00Z' }));
    render(<RoboMarketWaitlist apiBase="https://api.robomarket.example" />);
    await join('a@b.example');
    await screen.findByRole('status');
    expect(requests[0]?.headers.has('X-Publishable-Key')).toBe(false);
  });

  it("shows the API's error inline and fires no event", async () => {
    stubApi(() => json(429, { code: 'rate_limited', message: 'Too many sign-ups, try again in a minute' }));
    const heard = vi.fn();
    document.addEventListener(WAITLIST_JOINED_EVENT, heard);
    // A partner page must never get a browser alert from the widget.
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    render(<RoboMarketWaitlist apiBase="https://api.robomarket.example" />);

    await join('buyer@acme.example');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: Too many sign-ups, try again in a minute',
    );
    expect(heard).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    document.removeEventListener(WAITLIST_JOINED_EVENT, heard);
  });

  it('says the API cannot be reached, with a retry, never "Max retries exceeded"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi(() => {
      throw new TypeError('Failed to fetch');
    });
    render(<RoboMarketWaitlist apiBase="https://api.robomarket.example" />);

    await join('buyer@acme.example');

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      "We couldn't reach RoboMarket. Check your connection and try again.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });
});
