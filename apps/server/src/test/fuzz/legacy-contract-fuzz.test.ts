import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLegacyContract } from '../../modules/legacy/index.ts';
import { type ContractOperation, isPublic } from '../../plugins/openapi/contract.ts';
import { bearer, registerBusiness, registerCustomer, testPassword } from '../accounts.ts';
import { useTestApp } from '../app.ts';
import { contractBreach, dataFingerprint, declaredResponses } from './contract-checks.ts';
import { clip, describeRequest, samples, sendFuzzRequest } from './requests.ts';
import { ArbitraryBuilder, SchemaReader } from './schema-arbitrary.ts';

// Property-based fuzzing from openapi.legacy.yaml (issue 29), with the generators of the v2 fuzz test: every
// legacy operation, read from the contract at run time, gets valid and invalid requests; each answer must be a
// declared status with a body in the declared schema (errors in the error shape), never a 5xx, carry the
// deprecation headers, and an invalid request must write nothing. FUZZ_SEED=<n> replays a run.

const seed = Number.parseInt(process.env.FUZZ_SEED ?? '', 10) || Math.floor(Math.random() * 2 ** 31);
console.info(`Legacy contract fuzz seed ${seed} (FUZZ_SEED=${seed} replays this run)`);

/** Requests of each kind per operation; operations that hash a password get fewer. */
const defaultCounts = { valid: 40, invalid: 40 };
const counts: Record<string, { valid: number; invalid: number }> = {
  legacyLogin: { valid: 15, invalid: 30 },
  legacyRegister: { valid: 15, invalid: 40 },
};

const { contract } = loadLegacyContract();
const reader = new SchemaReader(contract.sharedSchema);
const ids: string[] = [];
const emails: string[] = [];
const generators = {
  reader,
  builder: new ArbitraryBuilder(reader, {
    ids: () => ids,
    emails: () => emails,
    byName: (name) => (name === 'password' ? fc.constant(testPassword) : undefined),
  }),
};

/**
 * Whether the successor's path can be filled from the legacy path's own parameters (same names), so even a
 * refused request names it; otherwise the link comes from the translation, on the answers it makes.
 */
function fillable(operation: ContractOperation): boolean {
  const successor = (
    contract.document.paths as Record<string, Record<string, { 'x-successor'?: { path: string } }>>
  )[operation.path]?.[operation.method.toLowerCase()]?.['x-successor'];
  const names = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const own = new Set(names(operation.path));
  return names(successor?.path ?? '').every((name) => own.has(name));
}

const testApp = useTestApp();
let sellerToken = '';
let fingerprint: () => Promise<Record<string, string>>;
let requests = 0;

beforeAll(async () => {
  const { app } = testApp;
  const seller = await registerBusiness(app, { company_name: 'Legacy Fuzz Robotics' });
  const customer = await registerCustomer(app);
  sellerToken = seller.access_token;
  for (const session of [seller, customer]) {
    ids.push(session.user.id, ...session.memberships.map((membership) => membership.business_id));
    emails.push(session.user.email);
  }
  const product = await app.inject({
    method: 'POST',
    url: '/v2/products',
    headers: bearer(sellerToken),
    payload: { name: 'Legacy fuzz arm', description: 'Seeded for the fuzz test.', price: '100.00' },
  });
  ids.push(product.json().id);
  const workflow = await app.inject({
    method: 'POST',
    url: '/v2/workflows',
    headers: bearer(sellerToken),
    payload: {
      title: 'Legacy fuzz pickers',
      description: 'Seeded for the fuzz test.',
      requestType: 'RFP',
      requirements: { category: 'ROBOT', quantity: 2 },
    },
  });
  ids.push(workflow.json().id);
  fingerprint = await dataFingerprint(testApp.database.db);
});

afterAll(() => {
  console.info(`Legacy contract fuzz: ${requests} requests (seed ${seed})`);
});

describe('legacy contract fuzz', () => {
  it('reads the legacy operations from openapi.legacy.yaml', () => {
    expect(contract.operations.length).toBeGreaterThan(0);
  });

  it.each(contract.operations.map((operation, index) => [operation.operationId, operation, index] as const))(
    '%s',
    async (_name, operation, index) => {
      const declared = declaredResponses(contract, operation);
      const failures = new Map<string, { example: string; count: number }>();
      const fail = (key: string, example: string) => {
        const entry = failures.get(key);
        if (entry === undefined) failures.set(key, { example, count: 1 });
        else entry.count++;
      };
      const headers = isPublic(operation) ? {} : bearer(sellerToken);
      const plan = counts[operation.operationId] ?? defaultCounts;
      for (const sample of samples(generators, operation, plan, seed + index * 7919)) {
        const before = sample.kind === 'invalid' ? await fingerprint() : undefined;
        requests++;
        const response = await sendFuzzRequest(testApp.app, operation, sample.request, headers);
        if (response.statusCode === 201) {
          const id = (response.json() as { id?: unknown }).id;
          if (typeof id === 'string') ids.push(id);
        }
        const label = sample.kind === 'invalid' ? `invalid ${sample.label}` : 'valid request';
        const example = `${describeRequest(operation, sample.request)} → ${response.statusCode} ${clip(response.body)}`;
        const breach = contractBreach(reader, declared, response);
        if (breach !== undefined) fail(`${label}: ${breach}`, example);
        // The router answers an unroutable URL (over-long, malformed) before any operation is chosen.
        const routed =
          !/^\{"code":"validation_failed","message":"(Request URL is too long|Malformed URL)"/.test(
            response.body,
          );
        if (routed && (response.headers.deprecation === undefined || response.headers.sunset === undefined))
          fail(`${label}: no Deprecation or Sunset header`, example);
        const link = String(response.headers.link ?? '');
        if (routed && !link.includes('rel="deprecation"')) fail(`${label}: no deprecation link`, example);
        if (
          routed &&
          !link.includes('rel="successor-version"') &&
          (response.statusCode < 400 || fillable(operation))
        )
          fail(`${label}: no successor-version link`, example);
        if (before !== undefined) {
          const after = await fingerprint();
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          const wrote = changed.length > 0 ? ` and wrote to ${changed.join(', ')}` : '';
          if (response.statusCode < 400)
            fail(`${label}: accepted with ${response.statusCode}${wrote}`, example);
          else if (wrote !== '') fail(`${label}: refused with ${response.statusCode}${wrote}`, example);
        }
      }
      const report = [...failures].map(
        ([key, { example, count }]) => `${key} (${count}×)\n    e.g. ${example}`,
      );
      expect(report, `${operation.operationId} broke the legacy contract (FUZZ_SEED=${seed})`).toEqual([]);
    },
    300_000,
  );
});
