import { describe, expect, it } from 'vitest';
import { webConcurrency } from './cluster.ts';

describe('webConcurrency', () => {
  it('is one process unless WEB_CONCURRENCY asks for more', () => {
    expect(webConcurrency({})).toBe(1);
    expect(webConcurrency({ WEB_CONCURRENCY: '' })).toBe(1);
    expect(webConcurrency({ WEB_CONCURRENCY: '2' })).toBe(2);
  });

  it('names the variable when the value is unusable', () => {
    for (const value of ['0', 'two', '1.5', '65']) {
      expect(() => webConcurrency({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
    }
  });
});
