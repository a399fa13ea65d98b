import { RoboMarketTheme } from '@robomarket/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { scrollWindowTo } from '../../../../test/render-app';
import { MiniMenu } from './mini-menu';

function renderWithTarget() {
  return render(
    <>
      <div id="hero-waitlist">
        <label>
          Email address
          <input type="email" />
        </label>
      </div>
      <section id="faq">FAQ</section>
      <MiniMenu threshold={400} waitlistTargetId="hero-waitlist" />
    </>,
    // The phone menu's dropdown reads the theme, as it does inside the app.
    { wrapper: RoboMarketTheme },
  );
}

describe('MiniMenu', () => {
  it('appears only after the page is scrolled more than 400px', () => {
    renderWithTarget();
    expect(screen.queryByRole('navigation', { name: 'Page sections' })).toBeNull();

    act(() => scrollWindowTo(400));
    expect(screen.queryByRole('navigation', { name: 'Page sections' })).toBeNull();

    act(() => scrollWindowTo(401));
    const menu = screen.getByRole('navigation', { name: 'Page sections' });
    const labels = Array.from(menu.querySelectorAll('a')).map((link) => link.textContent);
    expect(labels).toEqual(['Home', 'Capabilities', 'Benefits', 'Solution', 'Roadmap', 'Trust', 'FAQ']);
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('#faq');
    expect(screen.getByRole('button', { name: 'Join Waitlist' })).toBeTruthy();

    act(() => scrollWindowTo(120));
    expect(screen.queryByRole('navigation', { name: 'Page sections' })).toBeNull();
  });

  it('scrolls to a section, and Join Waitlist scrolls to the hero form and focuses its field', async () => {
    const user = userEvent.setup();
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    renderWithTarget();
    act(() => scrollWindowTo(800));

    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    expect(scrolled).toEqual(['faq', 'hero-waitlist']);
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
  });

  it('on phones, the Sections menu reaches every section', async () => {
    const user = userEvent.setup();
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    renderWithTarget();
    act(() => scrollWindowTo(800));
    const nav = screen.getByRole('navigation', { name: 'Page sections' });
    await user.click(within(nav).getByRole('button', { name: 'Sections' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Capabilities', 'Benefits', 'Solution', 'Roadmap', 'Trust', 'FAQ']);
    await user.click(within(menu).getByRole('menuitem', { name: 'FAQ' }));
    expect(scrolled).toContain('faq');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
