import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBusiness, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { multipart, pdf, uploadTo } from '../../test/documents.ts';
import { countProcurementRows, expectStatus, newMarketplaceRfp, propose } from '../../test/procurement.ts';
import { expectError } from '../../test/requests.ts';

const documentsDir = await mkdtemp(join(tmpdir(), 'robomarket-documents-quota-'));
afterAll(() => rm(documentsDir, { recursive: true, force: true }));
const testApp = useTestApp({
  documentsDir,
  documentQuota: { files: 3, bytes: 2 * 1024 * 1024 },
  rateLimits: { documentUpload: { limit: 6, windowMs: 60 * 60_000 } },
});

let buyer: Session;
let seller: Session;
let burster: Session;

beforeAll(async () => {
  buyer = await registerBusiness(testApp.app, { company_name: 'Quota Buyer' });
  seller = await registerBusiness(testApp.app, { company_name: 'Quota Seller' });
  burster = await registerBusiness(testApp.app, { company_name: 'Burst Buyer' });
});

/** A PDF of `bytes` bytes. */
const pdfOf = (bytes: number) => Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length, 0x20)]);

/** Runs `action` and expects it to write nothing: no row in any procurement table, no file. */
async function expectNothingWritten(action: () => Promise<void>) {
  const rows = await countProcurementRows(testApp.database.db);
  const files = await readdir(documentsDir);
  await action();
  expect(await countProcurementRows(testApp.database.db)).toEqual(rows);
  expect(await readdir(documentsDir)).toEqual(files);
}

describe('document quotas', () => {
  it('refuses a workflow’s fourth document and a file past its bytes with 409 quota_exceeded, writing nothing', async () => {
    const { workflowId } = await newMarketplaceRfp(testApp.app, buyer);
    await propose(testApp.app, seller, workflowId);
    expectStatus(
      await uploadTo(
        testApp.app,
        workflowId,
        buyer,
        multipart('a.pdf', 'application/pdf', pdfOf(1024 * 1024)),
      ),
      201,
    );
    await expectNothingWritten(async () => {
      expectError(
        await uploadTo(
          testApp.app,
          workflowId,
          seller,
          multipart('b.pdf', 'application/pdf', pdfOf(1024 * 1024 + 1)),
        ),
        409,
        'quota_exceeded',
        'A workflow holds at most 2 MB of documents; 1 MB are left',
      );
    });
    expectStatus(
      await uploadTo(testApp.app, workflowId, seller, multipart('b.pdf', 'application/pdf', pdf)),
      201,
    );
    expectStatus(
      await uploadTo(testApp.app, workflowId, buyer, multipart('c.pdf', 'application/pdf', pdf)),
      201,
    );
    await expectNothingWritten(async () => {
      expectError(
        await uploadTo(testApp.app, workflowId, buyer, multipart('d.pdf', 'application/pdf', pdf)),
        409,
        'quota_exceeded',
        'A workflow holds at most 3 documents, and this one is full',
      );
    });
  });

  it('lets no burst of parallel uploads past the workflow’s count', async () => {
    const { workflowId } = await newMarketplaceRfp(testApp.app, burster);
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        uploadTo(testApp.app, workflowId, burster, multipart(`${n}.pdf`, 'application/pdf', pdf), {
          broadcast: 'true',
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
  });

  it('refuses a user’s uploads past the hourly limit with 429 and Retry-After, writing nothing', async () => {
    // The buyer used 3 of its 6 uploads above (a refused one counts too); a new workflow has room for 3.
    const { workflowId } = await newMarketplaceRfp(testApp.app, buyer);
    for (const name of ['e.pdf', 'f.pdf', 'g.pdf'])
      expectStatus(
        await uploadTo(testApp.app, workflowId, buyer, multipart(name, 'application/pdf', pdf), {
          broadcast: 'true',
        }),
        201,
      );
    await expectNothingWritten(async () => {
      const response = await uploadTo(
        testApp.app,
        workflowId,
        buyer,
        multipart('h.pdf', 'application/pdf', pdf),
        { broadcast: 'true' },
      );
      expectError(response, 429, 'rate_limited');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});
