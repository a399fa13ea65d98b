import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import * as limits from '../src/limits.gen';

it("holds the contract's limits of request fields, $refs followed", () => {
  expect(limits.createProductRequestLimits.name).toEqual({
    minLength: 1,
    maxLength: 200,
    pattern: '^[^\\x00-\\x1F\\x7F]*$',
  });
  const oneLine = new RegExp(limits.contactMessageRequestLimits.name.pattern, 'u');
  expect(['Ada Lovelace', 'Bras à six axes'].every((name) => oneLine.test(name))).toBe(true);
  expect(['Ada\r\nBcc: x', 'Ada\nL', 'Ada\tL', 'Ada\u007fL'].some((name) => oneLine.test(name))).toBe(false);
  expect(limits.registerRequestLimits.phone_number).toEqual({
    maxLength: 32,
    pattern: '^[+0-9 ().-]{3,32}$',
  });
  expect(limits.updateMeRequestLimits.first_name.maxLength).toBe(100);
  expect(limits.createProductRequestLimits.images.items.maxLength).toBe(2048);
  expect(limits.createProductRequestLimits.specifications.keys.maxLength).toBe(100);
  expect(new RegExp(limits.registerRequestLimits.phone_number.pattern).test('+44 20 7946 0958')).toBe(true);
});

it('is a sub-path export of the package', async () => {
  const manifest = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
  expect(manifest.exports['./limits'].source).toBe('./src/limits.gen.ts');
});
