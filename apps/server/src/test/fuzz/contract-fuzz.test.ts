import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeModules } from '../../app.ts';
import { contractPath } from '../../paths.ts';
import { isPublic, loadContract } from '../../plugins/openapi/contract.ts';
import { bearer, login, registerBusiness, registerCustomer, testPassword } from '../accounts.ts';
import { useTestApp } from '../app.ts';
import { contractBreach, dataFingerprint, declaredResponses } from './contract-checks.ts';
import { cursorOf } from './mutations.ts';
import { clip, describeRequest, type SampleCounts, samples, sendFuzzRequest } from './requests.ts';
import { ArbitraryBuilder, fromPool, isObject, SchemaReader } from './schema-arbitrary.ts';

// Property-based fuzzing from openapi.yaml: for every implemented operation, requests generated from its
// JSON Schemas (valid ones, and ones made invalid on purpose) must get a declared status, a body that
// matches the declared schema, never a 5xx, and, when invalid, a 4xx that writes nothing.
// FUZZ_SEED=<n> replays a run.

const seed = Number.parseInt(process.env.FUZZ_SEED ?? '', 10) || Math.floor(Math.random() * 2 ** 31);
console.info(`Contract fuzz seed ${seed} (FUZZ_SEED=${seed} replays this run)`);

/** How the fuzz test calls an operation: how many requests of each kind, as whom. */
interface Plan extends SampleCounts {
  /** `seller`: the seller's token; `fresh`: a new session per request (the operation ends it); `own`: the password user's. */
  caller: 'none' | 'seller' | 'fresh' | 'own';
}

// Operations that hash a password (about 25 ms each, more on a busy machine) get fewer requests.
const plans: Record<string, Partial<Plan>> = {
  getHealth: { valid: 20 },
  getMe: { valid: 30 },
  registerUser: { valid: 25, invalid: 100 },
  login: { valid: 25, invalid: 50 },
  logout: { valid: 12, invalid: 12, caller: 'fresh' },
  changePassword: { valid: 15, invalid: 30, caller: 'own' },
  listProducts: { valid: 120, invalid: 120 },
  createProduct: { valid: 120, invalid: 140 },
  updateProduct: { valid: 120, invalid: 140 },
  createOffer: { valid: 80, invalid: 120 },
  updateOfferStatus: { valid: 80, invalid: 120 },
  // A valid request for a workflow of the caller's opens an endless event stream, which `inject` cannot
  // end: only invalid ones here (the stream's own tests connect over HTTP).
  streamWorkflowEvents: { valid: 0, invalid: 60 },
  // A stream that opens stays open: only the refusals are fuzzed.
  streamNotificationEvents: { valid: 0, invalid: 60 },
  // A device's stream is endless too: only the refusals.
  streamIotDeviceEvents: { valid: 0, invalid: 60 },
  createMessage: { valid: 60, invalid: 120 },
  listMessages: { valid: 60, invalid: 80 },
  markMessagesRead: { valid: 40, invalid: 80 },
  sendTyping: { valid: 30, invalid: 60 },
  inviteSellers: {
    align: (request) => ({
      ...request,
      body: isObject(request.body) ? { ...request.body, workflowId: request.params.id } : request.body,
    }),
  },
};

/** The media types an upload sample declares, with leading bytes that match some of them. */
const uploadTypes = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'text/plain',
  'text/html',
  'application/octet-stream',
];
const uploadPrefixes = [
  '%PDF-1.7\n',
  '\x89PNG\r\n\x1a\n',
  '\xff\xd8\xff\xe0',
  'RIFF\x10\x00\x00\x00WEBPVP8 ',
  'plain words\n',
  '<html>',
  '',
];

/** A multipart body with one `file` part: a type, a name and bytes that may or may not match. */
const multipartBodies = fc
  .record({
    type: fc.constantFrom(...uploadTypes),
    prefix: fc.constantFrom(...uploadPrefixes),
    name: fc.constantFrom(
      'spec.pdf',
      'photo.png',
      'photo.jpg',
      'photo.webp',
      'notes.txt',
      'page.html',
      'Ångström.pdf',
      'no-extension',
    ),
    bytes: fc.uint8Array({ maxLength: 300 }),
  })
  .map(({ type, prefix, name, bytes }) => {
    const boundary = 'fuzz-boundary-7e1f';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      Buffer.from(prefix, 'latin1'),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { contentType: `multipart/form-data; boundary=${boundary}`, payload };
  });
const defaultRuns = 100;
const minimumRequests = 2000;

const contract = loadContract(contractPath);
const reader = new SchemaReader(contract.sharedSchema);
const implemented = composeModules().operations;
const fuzzed = contract.operations.filter((operation) => implemented[operation.operationId] !== undefined);

const testApp = useTestApp();
const ids: string[] = [];
const emails: string[] = [];
const cursors: string[] = [];
let sellerToken = '';
let passwordUserToken = '';
let logoutUserEmail = '';
let fingerprint: () => Promise<Record<string, string>>;
let requests = 0;

beforeAll(async () => {
  const { app } = testApp;
  const seller = await registerBusiness(app, { company_name: 'Fuzz Robotics' });
  const rival = await registerBusiness(app, { company_name: 'Rival Fuzz Robotics' });
  const customer = await registerCustomer(app);
  const passwordUser = await registerCustomer(app);
  const logoutUser = await registerCustomer(app);
  sellerToken = seller.access_token;
  passwordUserToken = passwordUser.access_token;
  logoutUserEmail = logoutUser.user.email;
  for (const session of [seller, rival, customer]) {
    ids.push(session.user.id, ...session.memberships.map((membership) => membership.business_id));
    emails.push(session.user.email);
  }
  for (const name of ['Fuzz arm', 'Fuzz gripper', 'Fuzz scanner']) {
    const response = await app.inject({
      method: 'POST',
      url: '/v2/products',
      headers: bearer(sellerToken),
      payload: { name, description: 'Seeded for the fuzz test.', price: '100.00' },
    });
    ids.push(response.json().id);
  }
  // Another seller's product with the fuzz caller's offer on it, so offer operations meet a real offer.
  const rivalProduct = await app.inject({
    method: 'POST',
    url: '/v2/products',
    headers: bearer(rival.access_token),
    payload: { name: 'Rival arm', description: 'Seeded for the fuzz test.', price: '250.00' },
  });
  const rivalProductId: string = rivalProduct.json().id;
  const offer = await app.inject({
    method: 'POST',
    url: `/v2/products/${rivalProductId}/offers`,
    headers: bearer(sellerToken),
    payload: { price: '200.00', quantity: 2, message: 'Seeded for the fuzz test.' },
  });
  ids.push(rivalProductId, offer.json().id);
  // A workflow of the fuzz caller's with its RFP in the marketplace, so workflow operations meet one.
  for (const requestType of ['RFP', 'CUSTOM_ORDER']) {
    const workflow = await app.inject({
      method: 'POST',
      url: '/v2/workflows',
      headers: bearer(sellerToken),
      payload: {
        title: 'Fuzz pickers',
        description: 'Seeded for the fuzz test.',
        requestType,
        requirements: { category: 'ROBOT', quantity: 2 },
        ...(requestType === 'RFP' ? {} : { sellerIds: [rival.user.id] }),
      },
    });
    ids.push(workflow.json().id);
  }
  const rfp = await app.inject({
    method: 'POST',
    url: '/v2/rfps',
    headers: bearer(sellerToken),
    payload: {
      workflowId: ids.at(-2),
      title: 'Fuzz RFP',
      useCase: 'Warehouse Automation',
      description: 'Seeded for the fuzz test.',
      industry: 'Logistics',
      technicalRequirements: { payload: 1, batteryLife: 1, certifications: [], customSpecs: [] },
      budget: { min: '1.00', max: '9000000.00', currency: 'USD' },
      timeline: { startDate: '2090-01-01', endDate: '2100-12-31', milestones: [] },
    },
  });
  ids.push(rfp.json().id);
  fingerprint = await dataFingerprint(testApp.database.db);
});

afterAll(() => {
  console.info(`Contract fuzz: ${requests} requests (seed ${seed})`);
});

const strongPassword = fc.stringMatching(/^[a-z]{6,20}[0-9]{2,4}$/);

const generators = {
  reader,
  multipart: multipartBodies,
  builder: new ArbitraryBuilder(reader, {
    ids: () => ids,
    emails: () => emails,
    byName(name) {
      // Random text rarely passes the password rule (a letter and a digit); the accounts' own password
      // lets sign-ins and password changes succeed too.
      if (name === 'password' || name === 'current_password') {
        return fc.oneof(fc.constant(testPassword), strongPassword);
      }
      if (name === 'new_password') return strongPassword;
      if (name !== 'cursor') return undefined;
      const issued = fromPool(() => cursors, fc.constant('c3RhbGU'));
      const wellFormed = fc
        .tuple(
          fc.date({
            min: new Date('2000-01-01T00:00:00Z'),
            max: new Date('2100-01-01T00:00:00Z'),
            noInvalidDate: true,
          }),
          fc.uuid(),
        )
        .map(([date, id]) => cursorOf(date.toISOString(), id));
      return fc.oneof(issued, wellFormed);
    },
  }),
};

async function callerHeaders(plan: Plan): Promise<Record<string, string>> {
  switch (plan.caller) {
    case 'none':
      return {};
    case 'seller':
      return bearer(sellerToken);
    case 'own':
      return bearer(passwordUserToken);
    case 'fresh': {
      const response = await login(testApp.app, logoutUserEmail, testPassword);
      return bearer(response.json().access_token);
    }
  }
}

/** Remembers what responses reveal, so later requests can aim at objects and pages that exist. */
function learn(response: LightMyRequestResponse) {
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return;
  }
  if (!isObject(body)) return;
  if (typeof body.next_cursor === 'string') cursors.push(body.next_cursor);
  if (response.statusCode === 201 && typeof body.id === 'string') ids.push(body.id);
}

describe('contract fuzz', () => {
  it.each(fuzzed.map((operation, index) => [operation.operationId, operation, index] as const))(
    '%s',
    async (_name, operation, index) => {
      const plan: Plan = {
        valid: defaultRuns,
        invalid: defaultRuns,
        caller: isPublic(operation) ? 'none' : 'seller',
        ...plans[operation.operationId],
      };
      const declared = declaredResponses(contract, operation);
      // One entry per kind of failure, with its first example and how often it happened.
      const failures = new Map<string, { example: string; count: number }>();
      const fail = (key: string, example: string) => {
        const entry = failures.get(key);
        if (entry === undefined) failures.set(key, { example, count: 1 });
        else entry.count++;
      };
      const statuses = { valid: new Map<number, number>(), invalid: new Map<number, number>() };
      for (const sample of samples(generators, operation, plan, seed + index * 7919)) {
        const headers = await callerHeaders(plan);
        const before = sample.kind === 'invalid' ? await fingerprint() : undefined;
        requests++;
        const response = await sendFuzzRequest(testApp.app, operation, sample.request, headers);
        learn(response);
        const seen = statuses[sample.kind];
        seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
        const label = sample.kind === 'invalid' ? `invalid ${sample.label}` : 'valid request';
        const example = `${describeRequest(operation, sample.request)} → ${response.statusCode} ${clip(response.body)}`;
        const breach = contractBreach(reader, declared, response);
        if (breach !== undefined) fail(`${label}: ${breach}`, example);
        if (before !== undefined) {
          const after = await fingerprint();
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          const wrote = changed.length > 0 ? ` and wrote to ${changed.join(', ')}` : '';
          // A 5xx is reported above already.
          if (response.statusCode < 400)
            fail(`${label}: accepted with ${response.statusCode}${wrote}`, example);
          else if (wrote !== '') fail(`${label}: refused with ${response.statusCode}${wrote}`, example);
        }
      }
      const histogram = (counts: Map<number, number>) =>
        [...counts].map(([status, count]) => `${status}×${count}`).join(' ') || 'none';
      console.info(
        `${operation.operationId}: valid ${histogram(statuses.valid)}; invalid ${histogram(statuses.invalid)}`,
      );
      const report = [...failures].map(
        ([key, { example, count }]) => `${key} (${count}×)\n    e.g. ${example}`,
      );
      expect(report, `${operation.operationId} broke the contract (FUZZ_SEED=${seed})`).toEqual([]);
    },
    300_000,
  );

  it(`sends at least ${minimumRequests} requests`, () => {
    expect(requests).toBeGreaterThanOrEqual(minimumRequests);
  });
});
