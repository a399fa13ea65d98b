import { hash } from 'argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, isWeakPassword, passwordNeedsRehash, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('call a password weak under 8 characters or without a letter or a digit', () => {
    for (const weak of ['', 'a1', 'abcdefg1'.slice(0, 7), 'abcdefgh', '12345678', '!!!!!!!!1']) {
      expect(isWeakPassword(weak), weak).toBe(true);
    }
    for (const fine of ['abcdefg1', 'correct horse 9', 'Пароль123', '1234567a']) {
      expect(isWeakPassword(fine), fine).toBe(false);
    }
  });

  it('hash with argon2id and verify', async () => {
    const stored = await hashPassword('secret-pass-1');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(stored, 'secret-pass-1')).toBe(true);
    expect(await verifyPassword(stored, 'secret-pass-2')).toBe(false);
    expect(await verifyPassword('not a hash', 'secret-pass-1')).toBe(false);
    expect(passwordNeedsRehash(stored)).toBe(false);
    expect(passwordNeedsRehash(await hash('x', { timeCost: 1, memoryCost: 4096, parallelism: 1 }))).toBe(
      true,
    );
  });

  it('spend on an unknown account about as long as on a wrong password', async () => {
    const stored = await hashPassword('secret-pass-1');
    await verifyPassword(undefined, 'warm-up-1');
    const time = async (fn: () => Promise<unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        await fn();
        samples.push(performance.now() - start);
      }
      return samples.sort((a, b) => a - b)[2] ?? 0;
    };
    const wrong = await time(() => verifyPassword(stored, 'guess-1234'));
    const unknown = await time(() => verifyPassword(undefined, 'guess-1234'));
    expect(await verifyPassword(undefined, 'guess-1234')).toBe(false);
    // Loose bounds: the machine is shared; what matters is that an argon2 verification runs in both cases.
    expect(unknown).toBeGreaterThan(wrong * 0.3);
    expect(unknown).toBeLessThan(wrong * 3 + 20);
  });
});
