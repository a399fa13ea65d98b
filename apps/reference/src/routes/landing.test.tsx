import { act, render, screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroSection } from '../features/landing/components/hero-section';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

const signupUrl = '*/v2/waitlist/signup';

async function heroForm() {
  const hero = await screen.findByRole('region', { name: /robots find their next job/ });
  return within(hero);
}

describe('landing page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('joins the waitlist from the hero: Joining... then "You\'re on the list!"', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(signupUrl, async ({ request }) => {
        bodies.push(await request.json());
        await delay(50);
        return HttpResponse.json({ email: 'buyer@example.com' });
      }),
    );
    const { user } = renderApp('/');
    const hero = await heroForm();

    await user.type(hero.getByLabelText('Email address'), 'buyer@example.com');
    await user.click(hero.getByRole('button', { name: 'Join Waitlist' }));

    expect(await hero.findByRole('button', { name: 'Joining...' })).toBeTruthy();
    expect(await hero.findByRole('heading', { name: "You're on the list!" })).toBeTruthy();
    expect(
      hero.getByText("Thank You for Signing Up! We'll be in touch soon with exclusive updates."),
    ).toBeTruthy();
    expect(bodies).toEqual([{ email: 'buyer@example.com' }]);
  });

  it('shows "Error: {message}" in the page, with no browser alert, when the server refuses', async () => {
    server.use(
      http.post(signupUrl, () =>
        HttpResponse.json(
          { code: 'validation_failed', message: 'This address cannot receive mail' },
          { status: 400 },
        ),
      ),
    );
    // happy-dom has no window.alert; a stub shows that nothing calls it.
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { user } = renderApp('/');
    const hero = await heroForm();

    await user.type(hero.getByLabelText('Email address'), 'nobody@example.com');
    await user.click(hero.getByRole('button', { name: 'Join Waitlist' }));

    expect((await hero.findByRole('alert')).textContent).toBe('Error: This address cannot receive mail');
    expect(alert).not.toHaveBeenCalled();
    expect(hero.getByRole('button', { name: 'Join Waitlist' })).toBeTruthy();
  });

  it('says the server failed, with Try again, never "Max retries exceeded"', async () => {
    let calls = 0;
    server.use(
      http.post(signupUrl, () => {
        calls += 1;
        return calls <= 3
          ? HttpResponse.json({ code: 'internal', message: 'Internal server error' }, { status: 500 })
          : HttpResponse.json({ email: 'buyer@example.com', joined_at: '2026-01-01T00:00:00Z' });
      }),
    );
    const { user } = renderApp('/');
    const hero = await heroForm();
    await user.type(hero.getByLabelText('Email address'), 'buyer@example.com');
    await user.click(hero.getByRole('button', { name: 'Join Waitlist' }));
    expect((await hero.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Something went wrong on our side. Try again.',
    );
    await user.click(hero.getByRole('button', { name: 'Try again' }));
    expect(
      await hero.findByText("Thank You for Signing Up! We'll be in touch soon with exclusive updates."),
    ).toBeTruthy();
  });

  it('has a second waitlist form in the final call to action', async () => {
    server.use(http.post(signupUrl, () => HttpResponse.json({ email: 'cto@example.com' })));
    const { user } = renderApp('/');
    const cta = within(await screen.findByRole('region', { name: 'Get new features first' }));

    await user.type(cta.getByLabelText('Email address'), 'cto@example.com');
    await user.click(cta.getByRole('button', { name: 'Join Waitlist' }));
    expect(
      await cta.findByText("Thank You for Signing Up! We'll be in touch soon with exclusive updates."),
    ).toBeTruthy();
  });

  it('has every section the mini menu points to, with the spec’s claims', async () => {
    renderApp('/');
    await heroForm();
    for (const id of ['home', 'capabilities', 'benefits', 'solution', 'roadmap', 'trust', 'faq']) {
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
    for (const text of [
      '2025 Q1',
      'Development started',
      '2026 Q3',
      'Feature expansion',
      'SOC 2 Type II',
      'GDPR',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('heading', { name: '0% transaction fees for your first 6 months' })).toBeTruthy();
    expect(screen.getByText(/From \$500 consumer purchases to \$50M enterprise deals/)).toBeTruthy();
  });

  it('says what the site does: the marketplace is open to register, the waitlist is early access to new features', async () => {
    renderApp('/');
    const hero = await heroForm();
    expect(hero.getByText(/Marketplace open · Early access to new features/)).toBeTruthy();
    expect(hero.getByRole('link', { name: 'register' }).getAttribute('href')).toBe('/register');
    expect(hero.getByText(/to buy and sell today/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/pre-launch|when RoboMarket opens|before public launch/i);
  });

  it('opens an FAQ answer from the accordion', async () => {
    const { user } = renderApp('/');
    const faq = within(await screen.findByRole('region', { name: 'Questions, answered' }));
    const question = faq.getByRole('button', { name: 'How does escrow protect me?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    await user.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(faq.getByText(/The seller is paid when you confirm delivery/)).toBeTruthy();
  });
});

describe('HeroSection', () => {
  it('switches the audience tab without changing anything else, and stops its animation after 6 s', async () => {
    vi.useFakeTimers();
    const { container } = render(
      <MemoryRouter>
        <HeroSection waitlistForm={<p>form</p>} waitlistId="hero-waitlist" />
      </MemoryRouter>,
    );
    const business = screen.getByRole('tab', { name: /^Business Solutions/ });
    const consumer = screen.getByRole('tab', { name: /^Consumer Innovations/ });
    expect(business.getAttribute('aria-selected')).toBe('true');
    const before = container.querySelector('#hero-title')?.textContent;

    act(() => {
      consumer.focus();
      consumer.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    });
    expect(consumer.getAttribute('aria-selected')).toBe('true');
    expect(business.getAttribute('aria-selected')).toBe('false');
    expect(container.querySelector('#hero-title')?.textContent).toBe(before);
    expect(screen.getByText('form')).toBeTruthy();

    const visual = container.querySelector('.hero-visual');
    expect(visual?.getAttribute('data-animating')).toBe('true');
    act(() => vi.advanceTimersByTime(5999));
    expect(visual?.getAttribute('data-animating')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(visual?.getAttribute('data-animating')).toBe('false');
  });
});
