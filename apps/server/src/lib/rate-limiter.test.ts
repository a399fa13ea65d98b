import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createRateLimiter', () => {
  it('allows the limit per window, then refuses with the seconds left', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: time.now });
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true]);
    time.advance(20_500);
    expect(limiter.hit('a')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 40 });
    time.advance(39_500);
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 60 });
  });

  it('counts keys apart and forgets a key on reset', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: clock().now });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
    expect(limiter.hit('b').allowed).toBe(true);
    limiter.reset('a');
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('keeps at most maxKeys windows, dropping expired ones first', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: time.now, maxKeys: 2 });
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c');
    // 'a' was the oldest and was dropped, so it counts afresh.
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('c').allowed).toBe(false);
  });

  it('peeks without counting: refused once the limit is used up, until the window ends', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: time.now });
    expect(limiter.peek('a')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 60 });
    limiter.hit('a');
    expect(limiter.peek('a')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 60 });
    expect(limiter.peek('a').allowed).toBe(true);
    limiter.hit('a');
    time.advance(15_000);
    expect(limiter.peek('a')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
    time.advance(45_000);
    expect(limiter.peek('a').allowed).toBe(true);
  });
});
