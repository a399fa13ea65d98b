import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../../paths.ts';

/** Where parsed contracts are kept, by the hash of their text. */
export const defaultContractCache = join(repoRoot, 'node_modules/.cache/robomarket/contract');

/**
 * The contract's YAML as a plain object. Parsing the 130 KB file took a few hundred milliseconds of every
 * start, so the result is kept as JSON next to the installed packages, named by the hash of the text: a
 * changed contract is parsed afresh. Any trouble with the cache falls back to parsing.
 */
export function parseContractSource(source: string, cacheDir: string = defaultContractCache): unknown {
  const file = join(cacheDir, `${createHash('sha256').update(source).digest('hex').slice(0, 32)}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    const document: unknown = parse(source);
    try {
      mkdirSync(cacheDir, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(document));
      renameSync(temporary, file);
    } catch {
      // A read-only install parses every time; nothing else changes.
    }
    return document;
  }
}
