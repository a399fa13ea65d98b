import { describe, expect, it } from 'vitest';
import { originOf, rememberOrigin } from './origin';

describe('origin in router state', () => {
  it('round-trips a location through rememberOrigin', () => {
    const state = rememberOrigin({ pathname: '/account-settings', search: '?a=1', hash: '#x' });
    expect(originOf(state)).toEqual({ pathname: '/account-settings', search: '?a=1', hash: '#x' });
  });

  it('ignores missing or malformed state, foreign URLs and the sign-in pages themselves', () => {
    expect(originOf(null)).toBeNull();
    expect(originOf('nope')).toBeNull();
    expect(originOf({ from: 'string' })).toBeNull();
    expect(originOf({ from: { pathname: 'https://evil.example/' } })).toBeNull();
    expect(originOf({ from: { pathname: '/login' } })).toBeNull();
    expect(originOf({ from: { pathname: '/register', search: '' } })).toBeNull();
    expect(originOf({ from: { pathname: '/home' } })).toEqual({ pathname: '/home', search: '', hash: '' });
  });
});
