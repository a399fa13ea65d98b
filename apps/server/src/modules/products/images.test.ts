import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoImagesDir } from '../../paths.ts';
import { bearer, registerBusiness, registerCustomer, type Session } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { imageUpload, jpegBytes, tinyPng, webpBytes } from '../../test/images.ts';
import { expectError, missingId, signInPlatformAdmin } from '../../test/requests.ts';
import { maxImageBytes } from './image-files.ts';

const imagesDir = await mkdtemp(join(tmpdir(), 'robomarket-images-test-'));
afterAll(() => rm(imagesDir, { recursive: true, force: true }));
const testApp = useTestApp({ imagesDir });
const { call } = testApp;

let seller: Session;
let otherSeller: Session;
let customer: Session;
let admin: Session;
beforeAll(async () => {
  seller = await registerBusiness(testApp.app, { company_name: 'Image Robotics' });
  otherSeller = await registerBusiness(testApp.app, { company_name: 'Rival Images' });
  customer = await registerCustomer(testApp.app);
  admin = await signInPlatformAdmin(testApp, new Date());
});

interface ProductBody {
  id: string;
  images: string[];
}

async function newProduct(images: string[] = []): Promise<ProductBody> {
  const response = await call('POST', '/v2/products', seller, {
    name: 'Imaged arm',
    description: 'An arm with pictures.',
    price: '100.00',
    images,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function upload(productId: string, session: Session | undefined, body = imageUpload()) {
  return testApp.app.inject({
    method: 'POST',
    url: `/v2/products/${productId}/images`,
    headers: {
      ...(session === undefined ? {} : bearer(session.access_token)),
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
}

const stored = () => readdir(imagesDir).then((names) => names.filter((name) => !name.endsWith('.part')));
const nameOf = (url: string) => url.replace('/api/images/', '');

describe('POST /v2/products/{id}/images', () => {
  it("stores a PNG under a generated name and appends its path to the product's images", async () => {
    const product = await newProduct(['https://cdn.example.com/a.png']);
    const response = await upload(product.id, seller);
    expect(response.statusCode, response.body).toBe(200);
    const { images } = response.json<ProductBody>();
    expect(images).toHaveLength(2);
    expect(images[0]).toBe('https://cdn.example.com/a.png');
    expect(images[1]).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.png$/);
    expect(await stored()).toContain(nameOf(images[1] ?? ''));
    const again = await call('GET', `/v2/products/${product.id}`, customer);
    expect(again.json<ProductBody>().images).toEqual(images);
  });

  it('takes JPEG and WebP, and a generic type by the extension', async () => {
    const product = await newProduct();
    expect(
      (await upload(product.id, seller, imageUpload(jpegBytes, 'a.jpeg', 'image/jpeg'))).statusCode,
    ).toBe(200);
    expect(
      (await upload(product.id, seller, imageUpload(webpBytes, 'a.webp', 'image/webp'))).statusCode,
    ).toBe(200);
    const generic = await upload(
      product.id,
      seller,
      imageUpload(tinyPng(), 'b.png', 'application/octet-stream'),
    );
    expect(generic.statusCode, generic.body).toBe(200);
    const { images } = generic.json<ProductBody>();
    expect(images.map((url) => url.slice(url.lastIndexOf('.')))).toEqual(['.jpg', '.webp', '.png']);
  });

  it('refuses another seller, a customer, a platform admin and no token, storing nothing', async () => {
    const product = await newProduct();
    const before = await stored();
    for (const session of [otherSeller, customer, admin]) {
      expectError(await upload(product.id, session), 403, 'forbidden');
    }
    expectError(await upload(product.id, undefined), 401, 'unauthenticated');
    expectError(await upload(missingId, seller), 404, 'not_found');
    expect(await stored()).toEqual(before);
    expect((await call('GET', `/v2/products/${product.id}`, seller)).json<ProductBody>().images).toEqual([]);
  });

  it('refuses an HTML file named .png, a type that does not match its bytes, other kinds and empty files', async () => {
    const product = await newProduct();
    const before = await stored();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const cases = [
      imageUpload(html, 'evil.png', 'image/png'),
      imageUpload(html, 'evil.png', 'application/octet-stream'),
      imageUpload(tinyPng(), 'photo.jpg', 'image/jpeg'),
      imageUpload(Buffer.from('%PDF-1.7 x'), 'spec.pdf', 'application/pdf'),
      imageUpload(Buffer.from('GIF89a....'), 'anim.gif', 'image/gif'),
      imageUpload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', 'image/svg+xml'),
      imageUpload(Buffer.alloc(0), 'empty.png', 'image/png'),
    ];
    for (const body of cases) {
      const response = await upload(product.id, seller, body);
      expectError(response, 400, 'validation_failed');
      expect(response.json().fields[0].field).toBe('file');
    }
    const noFile = await testApp.app.inject({
      method: 'POST',
      url: `/v2/products/${product.id}/images`,
      headers: { ...bearer(seller.access_token), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="other"\r\n\r\nhello\r\n--x--\r\n',
    });
    expectError(noFile, 400, 'validation_failed');
    expect(await stored()).toEqual(before);
    expect((await call('GET', `/v2/products/${product.id}`, seller)).json<ProductBody>().images).toEqual([]);
  });

  it('refuses a file over 5 MB with 400, and a body far larger with 413 before reading it', async () => {
    const product = await newProduct();
    const before = await stored();
    const big = Buffer.concat([tinyPng(), Buffer.alloc(maxImageBytes)]);
    expectError(await upload(product.id, seller, imageUpload(big)), 400, 'validation_failed');
    const huge = Buffer.concat([tinyPng(), Buffer.alloc(maxImageBytes + 200 * 1024)]);
    expect((await upload(product.id, seller, imageUpload(huge))).statusCode).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it('never passes 20 images, even with uploads in parallel', async () => {
    const product = await newProduct(
      Array.from({ length: 15 }, (_, index) => `https://cdn.example.com/${index}.png`),
    );
    const before = (await stored()).length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(product.id, seller)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    for (const answer of answers.filter((one) => one.statusCode !== 200))
      expectError(answer, 409, 'conflict');
    const { images } = (await call('GET', `/v2/products/${product.id}`, seller)).json<ProductBody>();
    expect(images).toHaveLength(20);
    expect((await stored()).length).toBe(before + 5);
  });
});

describe('GET /api/images/{name}', () => {
  it('serves an image to anyone with its type, caching, nosniff, a cross-origin resource policy and an ETag', async () => {
    const product = await newProduct();
    const png = tinyPng([10, 200, 30]);
    const url = (await upload(product.id, seller, imageUpload(png))).json<ProductBody>().images[0] ?? '';
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.rawPayload.equals(png)).toBe(true);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const revalidated = await testApp.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('answers 404 for unknown names, names outside the pattern and any path traversal', async () => {
    await writeFile(join(imagesDir, 'secret.txt'), 'not an image');
    for (const name of [
      'missing.png',
      'secret.txt',
      'UPPER.png',
      'a.gif',
      '..%2Fsecret.txt',
      '..%2F..%2Fpackage.json',
      '%2Fetc%2Fpasswd',
      'demo-..%2F..%2Fpackage.json',
      'demo-nothing-here.png',
      `${'a'.repeat(81)}.png`,
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/images/${name}` });
      expect(response.statusCode, name).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it('serves demo- names from the shipped demo folder only', async () => {
    const name = `demo-test-${Date.now()}.png`;
    const inUploads = join(imagesDir, name);
    await writeFile(inUploads, tinyPng());
    try {
      // The uploads folder never answers for a demo name.
      expect((await testApp.app.inject({ method: 'GET', url: `/api/images/${name}` })).statusCode).toBe(404);
      await writeFile(join(demoImagesDir, name), tinyPng());
      const response = await testApp.app.inject({ method: 'GET', url: `/api/images/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
    } finally {
      await rm(join(demoImagesDir, name), { force: true });
      await rm(inUploads, { force: true });
    }
  });
});

describe('images through updateProduct and deleteProduct', () => {
  async function productWithUploads(count: number): Promise<ProductBody> {
    const product = await newProduct();
    let latest = product;
    for (let index = 0; index < count; index++) latest = (await upload(product.id, seller)).json();
    return latest;
  }

  it('reorders images and deletes the file of a removed one', async () => {
    const product = await productWithUploads(3);
    const [first, second, third] = product.images;
    const response = await call('PUT', `/v2/products/${product.id}`, seller, { images: [third, first] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ProductBody>().images).toEqual([third, first]);
    const files = await stored();
    expect(files).toContain(nameOf(first ?? ''));
    expect(files).not.toContain(nameOf(second ?? ''));
    expect((await testApp.app.inject({ method: 'GET', url: second ?? '' })).statusCode).toBe(404);
  });

  it('refuses to add an uploaded path the product does not have, writing nothing', async () => {
    const mine = await productWithUploads(1);
    const theirs = await newProduct();
    const response = await call('PUT', `/v2/products/${theirs.id}`, seller, { images: mine.images });
    expectError(response, 400, 'validation_failed');
    expect(response.json().fields[0].field).toBe('images/0');
    const created = await call('POST', '/v2/products', seller, {
      name: 'Copy',
      description: 'Borrowed picture.',
      price: '1.00',
      images: mine.images,
    });
    expectError(created, 400, 'validation_failed');
    expect((await call('GET', `/v2/products/${theirs.id}`, seller)).json<ProductBody>().images).toEqual([]);
  });

  it('keeps demo and web images as they are, and refuses relative paths outside /api/images', async () => {
    const product = await newProduct(['/api/images/demo-arm.png', 'https://cdn.example.com/x.jpg']);
    expect(product.images).toEqual(['/api/images/demo-arm.png', 'https://cdn.example.com/x.jpg']);
    for (const bad of ['/api/documents/x.pdf', '/api/images/../x.png', '/api/images/X.png', 'images/a.png']) {
      const response = await call('PUT', `/v2/products/${product.id}`, seller, { images: [bad] });
      expectError(response, 400, 'validation_failed');
    }
  });

  it("deletes a product's uploaded images with it; another seller cannot remove them", async () => {
    const product = await productWithUploads(2);
    expectError(
      await call('PUT', `/v2/products/${product.id}`, otherSeller, { images: [] }),
      403,
      'forbidden',
    );
    expectError(await call('DELETE', `/v2/products/${product.id}`, customer), 403, 'forbidden');
    expect(await stored()).toEqual(expect.arrayContaining(product.images.map(nameOf)));
    expect((await call('DELETE', `/v2/products/${product.id}`, seller)).statusCode).toBe(204);
    const files = await stored();
    for (const url of product.images) expect(files).not.toContain(nameOf(url));
  });
});
