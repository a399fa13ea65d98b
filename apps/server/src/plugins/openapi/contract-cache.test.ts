import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseContractSource } from './contract-cache.ts';

const dir = mkdtempSync(join(tmpdir(), 'contract-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('parseContractSource', () => {
  it('parses the YAML once, then reads the kept JSON; a changed text is parsed afresh', () => {
    const source = 'openapi: 3.1.0\ninfo: { title: A, version: "1" }\npaths: {}\n';
    expect(parseContractSource(source, dir)).toEqual({
      openapi: '3.1.0',
      info: { title: 'A', version: '1' },
      paths: {},
    });
    const [kept] = readdirSync(dir);
    if (kept === undefined) throw new Error('nothing kept');
    // The kept copy is what the next start reads.
    writeFileSync(join(dir, kept), JSON.stringify({ from: 'cache' }));
    expect(parseContractSource(source, dir)).toEqual({ from: 'cache' });
    expect(parseContractSource(source.replace('"1"', '"2"'), dir)).toMatchObject({ info: { version: '2' } });
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it('still parses when the cache folder cannot be written', () => {
    const blocked = join(dir, 'file');
    writeFileSync(blocked, '');
    expect(parseContractSource('a: 1\n', join(blocked, 'sub'))).toEqual({ a: 1 });
  });
});
