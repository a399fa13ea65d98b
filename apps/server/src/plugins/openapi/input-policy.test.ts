import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountRows,
  bearer,
  freshAddress,
  freshEmail,
  register,
  registerBusiness,
  type Session,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { proposalPayload, rfpPayload } from '../../test/procurement.ts';
import { missingId } from '../../test/requests.ts';
import { sentenceOfDetail } from './field-words.ts';

const testApp = useTestApp();
let seller: Session;
let productId: string;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: InjectOptions['payload'],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> =>
  testApp.app.inject({
    method,
    url,
    headers: { ...bearer(seller.access_token), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

/** Every table's row count, to show that a refused request wrote nothing. */
async function snapshot() {
  const [products] = await testApp.database.db.query<{ count: number; names: string }>(
    `SELECT count(*)::int AS count, string_agg(name || description || images::text || specifications::text, '|' ORDER BY id) AS names FROM products`,
  );
  return { accounts: await accountRows(testApp.database.db), products };
}

/** The body's `fields` for a refused body value: `body/images/0 must ...` names `images/0`; keys name none. */
function fieldsOf(error: string) {
  const match = /^body\/(\S+) (must .*)$/.exec(error);
  return match ? { fields: [{ field: match[1], message: match[2] }] } : {};
}

/** The message people read: the place of `error` in words (field-words.test.ts), never its path. */
const sentenceOf = (error: string) => sentenceOfDetail(error) ?? error;

function expectRefused(response: LightMyRequestResponse, error: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body).toEqual({
    code: 'validation_failed',
    message: sentenceOf(error),
    error,
    ...fieldsOf(error),
  });
  expect(body.message).not.toMatch(/^(body|query|params|headers)\//);
}

const robot = { name: 'Arm', description: 'Six axes.', price: '100.00' };
const business = {
  email: 'x@example.com',
  password: 'correct-horse-9',
  first_name: 'Grace',
  last_name: 'Hopper',
  user_type: 'BUSINESS',
  company_name: 'Hopper Robotics',
  business_type: 'parent_company',
};

beforeAll(async () => {
  seller = await registerBusiness(testApp.app);
  const created = await call('POST', '/v2/products', robot);
  productId = created.json().id;
});

describe('line breaks and control characters in one-line fields', () => {
  it('are a 400 naming the field, for names, titles, company names, phones, RFP titles and payment terms, writing nothing', async () => {
    const before = await snapshot();
    const workflows = await testApp.database.db.query('SELECT count(*)::int AS count FROM workflows');
    const oneLine = 'must be one line, without line breaks or control characters';
    for (const bad of [
      'Ada\r\nBcc: x@example.com',
      'Ada\nLovelace',
      'Ada\rL',
      'Ada\tL',
      'Ada\u001bL',
      'Ada\u007fL',
    ]) {
      const cases: [Promise<LightMyRequestResponse>, string][] = [
        [
          testApp.app.inject({
            method: 'POST',
            url: '/v2/contact',
            remoteAddress: freshAddress(),
            payload: { name: bad, email: 'ada@example.com', message: 'Hello\nthere' },
          }),
          `body/name ${oneLine}`,
        ],
        [
          register(testApp.app, { ...business, email: freshEmail(), first_name: bad }),
          `body/first_name ${oneLine}`,
        ],
        [
          register(testApp.app, { ...business, email: freshEmail(), last_name: bad }),
          `body/last_name ${oneLine}`,
        ],
        [
          register(testApp.app, { ...business, email: freshEmail(), company_name: bad }),
          `body/company_name ${oneLine}`,
        ],
        [
          register(testApp.app, { ...business, email: freshEmail(), phone_number: `+44 20\n7946` }),
          'body/phone_number must be a phone number like +44 20 7946 0958',
        ],
        [call('PATCH', '/v2/auth/me', { last_name: bad }), `body/last_name ${oneLine}`],
        [
          call('POST', '/v2/business', { name: bad, business_type: 'parent_company' }),
          `body/name ${oneLine}`,
        ],
        [call('POST', '/v2/products', { ...robot, name: bad }), `body/name ${oneLine}`],
        [call('PUT', `/v2/products/${productId}`, { name: bad }), `body/name ${oneLine}`],
        [
          call('POST', '/v2/workflows', {
            title: bad,
            description: 'Line one.\nLine two.',
            requestType: 'RFP',
            requirements: { category: 'ROBOT', quantity: 1 },
          }),
          `body/title ${oneLine}`,
        ],
        ...(['title', 'useCase', 'industry'] as const).map(
          (field): [Promise<LightMyRequestResponse>, string] => [
            call('POST', '/v2/rfps', rfpPayload(missingId, { [field]: bad })),
            `body/${field} ${oneLine}`,
          ],
        ),
        [call('PUT', `/v2/rfps/${missingId}`, { title: bad }), `body/title ${oneLine}`],
        [
          call('POST', `/v2/workflows/${missingId}/proposals`, {
            ...proposalPayload(),
            structured_terms: {
              delivery_weeks: 10,
              warranty_years: 2,
              training_days: 3,
              sla_response_hours: 24,
              payment_terms: bad,
              compliance_certifications: [],
              maintenance_included: true,
            },
          }),
          `body/structured_terms/payment_terms ${oneLine}`,
        ],
      ];
      for (const [response, error] of cases) {
        const answer = await response;
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json()).toMatchObject({
          code: 'validation_failed',
          error: expect.stringMatching(/^body\//),
        });
        expect(answer.json().fields).toEqual([
          { field: error.split(' ')[0]?.slice(5), message: error.slice(error.indexOf(' ') + 1) },
        ]);
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(await testApp.database.db.query('SELECT count(*)::int AS count FROM workflows')).toEqual(
      workflows,
    );
  });

  it('leave multi-line fields (descriptions, messages) and other letters alone', async () => {
    const created = await call('POST', '/v2/products', {
      ...robot,
      name: 'Bras à six axes — 六軸アーム',
      description: 'Line one.\r\nLine two.\tTabbed.',
    });
    expect(created.statusCode, created.body).toBe(201);
  });
});

describe('NUL characters and invalid Unicode', () => {
  it('are a 400 naming the field, in every free-text field, writing nothing', async () => {
    const before = await snapshot();
    const cases: [Promise<LightMyRequestResponse>, string][] = [
      [
        call('POST', '/v2/products', { ...robot, name: 'A\u0000rm' }),
        'body/name must not contain NUL characters',
      ],
      [
        call('POST', '/v2/products', { ...robot, description: 'x\u0000' }),
        'body/description must not contain NUL characters',
      ],
      [
        call('POST', '/v2/products', { ...robot, specifications: { Axes: '6\u0000' } }),
        'body/specifications/Axes must not contain NUL characters',
      ],
      [
        call('POST', '/v2/products', { ...robot, specifications: { 'A\u0000xes': '6' } }),
        'body/specifications field names must not contain NUL characters',
      ],
      [
        call('PUT', `/v2/products/${productId}`, { name: 'x\u0000' }),
        'body/name must not contain NUL characters',
      ],
      [
        call('PUT', `/v2/products/${productId}`, { specifications: { Axes: '\u0000' } }),
        'body/specifications/Axes must not contain NUL characters',
      ],
      [
        register(testApp.app, { ...business, email: freshEmail(), first_name: 'G\u0000' }),
        'body/first_name must not contain NUL characters',
      ],
      [
        register(testApp.app, { ...business, email: freshEmail(), company_name: 'H\u0000' }),
        'body/company_name must not contain NUL characters',
      ],
      [
        call('PATCH', '/v2/auth/me', { first_name: 'G\u0000' }),
        'body/first_name must not contain NUL characters',
      ],
      [
        call('POST', '/v2/business', { name: 'B\u0000', business_type: 'parent_company' }),
        'body/name must not contain NUL characters',
      ],
      [call('GET', '/v2/products?search=%00'), 'query/search must not contain NUL characters'],
      [call('GET', '/v2/products/%00'), 'params/id must not contain NUL characters'],
      [
        call('POST', '/v2/products', { ...robot, name: 'A\ud800rm' }),
        'body/name must be valid Unicode (no lone surrogates)',
      ],
      [
        call('POST', '/v2/products', '{"name":"A\\udc00","description":"d","price":"1.00"}', {
          'content-type': 'application/json',
        }),
        'body/name must be valid Unicode (no lone surrogates)',
      ],
    ];
    for (const [response, error] of cases) expectRefused(await response, error);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a JSON body that is not valid UTF-8 instead of storing U+FFFD', async () => {
    const before = await snapshot();
    const body = Buffer.concat([
      Buffer.from('{"name":"Arm'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('","description":"d","price":"1.00"}'),
    ]);
    const response = await call('POST', '/v2/products', body, { 'content-type': 'application/json' });
    expectRefused(response, 'body must be valid UTF-8');
    expect(await snapshot()).toEqual(before);
  });

  it('keeps well-formed text, emoji and other scripts included', async () => {
    const response = await call('POST', '/v2/products', { ...robot, name: 'Arm 🤖 ロボット Ünïcode' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().name).toBe('Arm 🤖 ロボット Ünïcode');
  });
});

describe('URLs and currencies', () => {
  it('take http(s) URLs only, for product images and business logos', async () => {
    const before = await snapshot();
    for (const url of [
      'javascript:alert(1)',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'data:image/png;base64,AA',
    ]) {
      const images = await call('POST', '/v2/products', { ...robot, images: [url] });
      expect(images.statusCode, url).toBe(400);
      expect(images.json()).toMatchObject({
        code: 'validation_failed',
        error: expect.stringContaining('body/images/0'),
      });
      const logo = await call('POST', '/v2/business', {
        name: 'B',
        business_type: 'parent_company',
        logo_url: url,
      });
      expect(logo.statusCode, url).toBe(400);
      expect(logo.json().error).toContain('body/logo_url');
    }
    expect(await snapshot()).toEqual(before);
    const accepted = await call('PUT', `/v2/products/${productId}`, {
      images: ['https://cdn.example.com/a.png', 'http://cdn.example.com/b.png?v=2'],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('take ISO 4217 currencies only', async () => {
    const before = await snapshot();
    for (const currency of ['ZZZ', 'XXX', 'HRK', 'usd']) {
      const response = await call('POST', '/v2/products', { ...robot, currency });
      expect(response.statusCode, currency).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        error: expect.stringContaining('body/currency'),
      });
    }
    expect(await snapshot()).toEqual(before);
    const euro = await call('PUT', `/v2/products/${productId}`, { currency: 'EUR' });
    expect(euro.statusCode, euro.body).toBe(200);
  });
});
