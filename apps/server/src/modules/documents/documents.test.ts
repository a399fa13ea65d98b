import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { multipart, pdf, uploadTo } from '../../test/documents.ts';
import { addMembership } from '../../test/memberships.ts';
import {
  countProcurementRows,
  expectStatus,
  newMarketplaceRfp,
  propose,
  send,
} from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';
import { attachmentHeader, maxFileBytes } from './handlers.ts';

const documentsDir = await mkdtemp(join(tmpdir(), 'robomarket-documents-test-'));
afterAll(() => rm(documentsDir, { recursive: true, force: true }));
const testApp = useTestApp({ documentsDir });

let buyer: Session;
let colleague: Session;
let seller: Session;
let stranger: Session;
let workflowId: string;

beforeAll(async () => {
  const { app, database } = testApp;
  buyer = await registerBusiness(app, { company_name: 'Buyer Works' });
  colleague = await registerCustomer(app);
  await addMembership(database.db, buyer.memberships[0]?.business_id ?? '', colleague.user.id, 'MEMBER');
  seller = await registerBusiness(app, { company_name: 'Seller Robotics' });
  stranger = await registerBusiness(app, { company_name: 'Unrelated Robotics' });
  ({ workflowId } = await newMarketplaceRfp(app, buyer));
  await propose(app, seller, workflowId);
});

function upload(session: Session | undefined, body: Buffer, id = workflowId) {
  return uploadTo(testApp.app, id, session, body);
}

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

type Document = { id: string; name: string; originalName: string; type: string; size: number; url: string };

describe('uploadDocument', () => {
  it('stores a file under a generated name for every party, and lists it on the workflow', async () => {
    const document = expectStatus<Document>(
      await upload(buyer, multipart('Spec sheet.pdf', 'application/pdf', pdf)),
      201,
    );
    expect(document).toMatchObject({
      originalName: 'Spec sheet.pdf',
      type: 'application/pdf',
      size: pdf.length,
    });
    expect(document.name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(document.url).toBe(`/api/documents/${document.name}`);
    expect(await readdir(documentsDir)).toContain(document.name);
    // A seller party uploads too; the file's own name loses any folders.
    const fromSeller = expectStatus<Document>(
      await upload(seller, multipart('C:\\quotes\\photo.png', 'image/png', png)),
      201,
    );
    expect(fromSeller.originalName).toBe('photo.png');
    const listed = expectStatus<{ documents: Document[] }>(
      await send(testApp.app, 'GET', `/v2/workflows/${workflowId}/documents`, colleague),
      200,
    );
    expect(listed.documents.map((d) => d.id)).toEqual([document.id, fromSeller.id]);
    const workflow = expectStatus<{ attachments: string[] }>(
      await send(testApp.app, 'GET', `/v2/workflows/${workflowId}`, seller),
      200,
    );
    expect(workflow.attachments).toEqual([document.url, fromSeller.url]);
  });

  it('carries the count of documents and the first 20 links on the workflow, not every link', async () => {
    const { workflowId: full } = await newMarketplaceRfp(testApp.app, buyer);
    await propose(testApp.app, seller, full);
    const urls: string[] = [];
    for (let n = 1; n <= 21; n += 1) {
      urls.push(
        expectStatus<Document>(await upload(seller, multipart(`${n}.pdf`, 'application/pdf', pdf), full), 201)
          .url,
      );
    }
    const workflow = expectStatus<{ attachments: string[]; attachmentCount: number }>(
      await send(testApp.app, 'GET', `/v2/workflows/${full}`, buyer),
      200,
    );
    expect(workflow.attachmentCount).toBe(21);
    expect(workflow.attachments).toEqual(urls.slice(0, 20));
  });

  it('takes a generic declared type by its extension and checks the bytes', async () => {
    expectStatus(
      await upload(
        buyer,
        multipart('notes.txt', 'application/octet-stream', Buffer.from('Dock 4 opens at 6.\n')),
      ),
      201,
    );
    expectStatus(
      await upload(buyer, multipart('rates.csv', 'text/csv', Buffer.from('item,price\narm,100\n'))),
      201,
    );
  });

  it('refuses files of the wrong kind, empty files, missing fields and strangers, writing nothing', async () => {
    const before = await countProcurementRows(testApp.database.db);
    const filesBefore = (await readdir(documentsDir)).length;
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const refusals: [Buffer, number][] = [
      [multipart('invoice.pdf', 'application/pdf', html), 400],
      [multipart('invoice.pdf', 'application/octet-stream', html), 400],
      [multipart('page.html', 'text/html', html), 400],
      [multipart('readme.txt', 'text/plain', html), 400],
      [multipart('image.svg', 'image/svg+xml', Buffer.from('<svg/>')), 400],
      [multipart('photo.png', 'image/png', pdf), 400],
      [multipart('binary.txt', 'text/plain', Buffer.from([0x41, 0x00, 0x42])), 400],
      [multipart('empty.pdf', 'application/pdf', Buffer.alloc(0)), 400],
      [multipart('spec.pdf', 'application/pdf', pdf, 'attachment'), 400],
      [Buffer.from('not multipart at all'), 400],
    ];
    for (const [body, status] of refusals) {
      const response = await upload(buyer, body);
      expectError(response, status, 'validation_failed');
    }
    expectError(await upload(stranger, multipart('spec.pdf', 'application/pdf', pdf)), 404, 'not_found');
    expectError(
      await upload(undefined, multipart('spec.pdf', 'application/pdf', pdf)),
      401,
      'unauthenticated',
    );
    expect(await countProcurementRows(testApp.database.db)).toEqual(before);
    expect((await readdir(documentsDir)).length).toBe(filesBefore);
  });

  it('refuses a file over 25 MB: 400 inside the body limit, 413 beyond it without reading it all', async () => {
    const justOver = Buffer.concat([pdf, Buffer.alloc(maxFileBytes + 1 - pdf.length, 0x20)]);
    expectError(
      await upload(buyer, multipart('big.pdf', 'application/pdf', justOver)),
      400,
      'validation_failed',
      'The file is larger than 25 MB',
    );
    const farOver = Buffer.concat([pdf, Buffer.alloc(maxFileBytes + 200 * 1024, 0x20)]);
    const response = await upload(buyer, multipart('huge.pdf', 'application/pdf', farOver));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('listDocuments', () => {
  it('pages oldest first with limit and next_cursor, and refuses a forged cursor', async () => {
    const { workflowId: paged } = await newMarketplaceRfp(testApp.app, buyer);
    const ids: string[] = [];
    for (const name of ['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf'])
      ids.push(
        expectStatus<Document>(
          await uploadTo(testApp.app, paged, buyer, multipart(name, 'application/pdf', pdf), {
            broadcast: 'true',
          }),
          201,
        ).id,
      );
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const query: string = cursor === '' ? '?limit=2' : `?limit=2&cursor=${cursor}`;
      const page: { documents: Document[]; next_cursor: string | null } = expectStatus(
        await send(testApp.app, 'GET', `/v2/workflows/${paged}/documents${query}`, buyer),
        200,
      );
      expect(page.documents.length).toBeLessThanOrEqual(2);
      seen.push(...page.documents.map((d) => d.id));
      cursor = page.next_cursor;
    }
    expect(seen).toEqual(ids);
    expectError(
      await send(testApp.app, 'GET', `/v2/workflows/${paged}/documents?cursor=bm90LWEtY3Vyc29y`, buyer),
      400,
      'validation_failed',
    );
    expectError(
      await send(testApp.app, 'GET', `/v2/workflows/${paged}/documents?limit=101`, buyer),
      400,
      'validation_failed',
    );
  });
});

describe('getDocument', () => {
  it('serves the file to the parties with its type, as an attachment, never sniffed', async () => {
    const document = expectStatus<Document>(
      await upload(buyer, multipart('Ångström; plan.pdf', 'application/pdf', pdf)),
      201,
    );
    for (const session of [buyer, colleague, seller]) {
      const response = await send(testApp.app, 'GET', document.url, session);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="_ngstr_m; plan.pdf"; filename*=UTF-8''%C3%85ngstr%C3%B6m%3B%20plan.pdf`,
      );
      expect(response.rawPayload.equals(pdf)).toBe(true);
    }
    expectError(await send(testApp.app, 'GET', document.url, stranger), 404, 'not_found');
    expectError(await send(testApp.app, 'GET', document.url), 401, 'unauthenticated');
    expectError(
      await send(testApp.app, 'GET', '/api/documents/..%2F..%2Fetc%2Fpasswd', buyer),
      400,
      'validation_failed',
    );
    expectError(await send(testApp.app, 'GET', '/api/documents/no-such-file.pdf', buyer), 404, 'not_found');
  });

  it('accepts the auth-token cookie of a plain link', async () => {
    const document = expectStatus<Document>(
      await upload(buyer, multipart('link.pdf', 'application/pdf', pdf)),
      201,
    );
    const byCookie = await testApp.app.inject({
      method: 'GET',
      url: document.url,
      headers: { cookie: `auth-token=${seller.access_token}` },
    });
    expect(byCookie.statusCode).toBe(200);
    const strangerCookie = await testApp.app.inject({
      method: 'GET',
      url: document.url,
      headers: { cookie: `auth-token=${stranger.access_token}` },
    });
    expect(strangerCookie.statusCode).toBe(404);
  });
});

describe('document names', () => {
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
  const text = Buffer.from('Quote: 12 arms.\n');
  it.each([
    ['Quote\u202Efdp.bat', 'text/plain', text, 'Quotefdp.txt'],
    ['Quote.pdf.js', 'application/pdf', pdf, 'Quote.pdf'],
    ['invoice.html', 'application/pdf', pdf, 'invoice.pdf'],
    ['scan.exe', 'image/jpeg', jpeg, 'scan.jpg'],
    ['photo.JPEG', 'image/jpeg', jpeg, 'photo.JPEG'],
    ['\u2066report\u2069\u200F.pdf.\u061C', 'application/pdf', pdf, 'report.pdf'],
    ['.pdf', 'application/pdf', pdf, 'document.pdf'],
  ])(
    'stores, lists and serves %j as %j, with no bidirectional control in either filename',
    async (sent, type, data, expected) => {
      const document = expectStatus<Document>(await upload(buyer, multipart(sent, type, data)), 201);
      expect(document.originalName).toBe(expected);
      const listed = expectStatus<{ documents: Document[] }>(
        await send(testApp.app, 'GET', `/v2/workflows/${workflowId}/documents`, seller),
        200,
      );
      expect(listed.documents.find((d) => d.id === document.id)?.originalName).toBe(expected);
      const response = await send(testApp.app, 'GET', document.url, seller);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${expected}"; filename*=UTF-8''${encodeURIComponent(expected)}`,
      );
    },
  );

  it('cleans names stored before, when listing and serving them', async () => {
    const document = expectStatus<Document>(
      await upload(buyer, multipart('old.pdf', 'application/pdf', pdf)),
      201,
    );
    await testApp.database.db.query('UPDATE documents SET original_name = $1 WHERE id = $2', [
      'Quote\u202Efdp.bat',
      document.id,
    ]);
    const response = await send(testApp.app, 'GET', document.url, buyer);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Quotefdp.pdf"; filename*=UTF-8''Quotefdp.pdf`,
    );
  });
});

describe('attachmentHeader', () => {
  it('removes bidirectional controls from both filenames', () => {
    expect(attachmentHeader('Quote\u202Efdp.bat')).toBe(
      `attachment; filename="Quotefdp.bat"; filename*=UTF-8''Quotefdp.bat`,
    );
  });

  it('keeps quotes, line breaks and non-ASCII out of the plain filename', () => {
    expect(attachmentHeader('a"b\\c%d\r\ne.pdf')).toBe(
      `attachment; filename="a_b_c_de.pdf"; filename*=UTF-8''a%22b%5Cc%25de.pdf`,
    );
  });
});
