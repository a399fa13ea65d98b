import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadOnce, SELECT_OPENING_KEYS, useDeferredTrigger } from './deferred';

describe('loadOnce', () => {
  it('shares one download between callers and tries again after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module');
    const loader = loadOnce(load);
    await expect(loader()).rejects.toThrow('offline');
    const [first, second] = await Promise.all([loader(), loader()]);
    expect([first, second]).toEqual(['module', 'module']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

function StandIn({ preload, keys }: { preload: () => Promise<unknown>; keys?: ReadonlySet<string> }) {
  const { wanted, triggerProps } = useDeferredTrigger(preload, keys);
  return (
    <button type="button" aria-expanded={false} {...triggerProps}>
      {wanted ? 'wanted' : 'waiting'}
    </button>
  );
}

describe('useDeferredTrigger', () => {
  it('warms up on pointer or focus, and is wanted after a click', () => {
    const preload = vi.fn(() => Promise.resolve());
    render(<StandIn preload={preload} />);
    const button = screen.getByRole('button', { name: 'waiting' });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(preload).toHaveBeenCalledTimes(2);
    expect(button.getAttribute('aria-busy')).toBe('false');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'wanted' }).getAttribute('aria-busy')).toBe('true');
  });

  it('is wanted after an opening key, and only then', () => {
    render(<StandIn preload={() => Promise.resolve()} keys={SELECT_OPENING_KEYS} />);
    const button = screen.getByRole('button', { name: 'waiting' });
    fireEvent.keyDown(button, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'waiting' })).toBeTruthy();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(screen.getByRole('button', { name: 'wanted' })).toBeTruthy();
  });

  it('swallows a failed warm-up: the click reports it', async () => {
    const preload = vi.fn(() => Promise.reject(new Error('offline')));
    render(<StandIn preload={preload} />);
    fireEvent.focus(screen.getByRole('button'));
    await Promise.resolve();
    expect(preload).toHaveBeenCalledOnce();
  });
});
