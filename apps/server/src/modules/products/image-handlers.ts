import { ApiError } from '../../lib/api-error.ts';
import { readFilePart } from '../../lib/multipart.ts';
import { demoImagesDir } from '../../paths.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { actingFor, actsForOwner, requireRole } from '../business/index.ts';
import { productBody } from './handlers.ts';
import {
  generatedImageName,
  imageKindOf,
  imagePathPrefix,
  maxImageBytes,
  maxImagesPerProduct,
  mediaTypeOfName,
  readImage,
  removeImage,
  storeImage,
} from './image-files.ts';
import { appendProductImage } from './image-repository.ts';
import { findProduct } from './repository.ts';

/** Room for the multipart headers around the largest image. */
const multipartOverhead = 64 * 1024;

/** A year: a stored image's name never gets other content. */
const immutableCache = 'public, max-age=31536000, immutable';

const fileProblem = (message: string, detail: string) =>
  new ApiError(400, 'validation_failed', message, {
    detail: `body/file ${detail}`,
    fields: [{ field: 'file', message: detail }],
  });

const productNotFound = () => new ApiError(404, 'not_found', 'Product not found');
const imageNotFound = () => new ApiError(404, 'not_found', 'Image not found');

/**
 * `POST /v2/products/{id}/images`: a SALES member of the product's business (its seller without one) adds one PNG, JPEG or WebP image (the multipart field
 * `file`, at most 5 MB, checked by its leading bytes), stored under a generated name and appended to the
 * product's images while it has fewer than 20.
 */
export const uploadProductImage: OperationHandler<'uploadProductImage'> = {
  bodyLimit: maxImageBytes + multipartOverhead,
  handle: async (request, _reply, { db, now, services }) => {
    const { imagesDir } = services.products;
    const product = await findProduct(db, request.params.id);
    if (product === undefined) throw productNotFound();
    const actor = await actingFor(request, db);
    if (!actsForOwner(actor, product.business_id, product.seller_id)) {
      throw new ApiError(403, 'forbidden', "Only the product's seller may add images to it");
    }
    requireRole(actor, ['SALES']);
    const part = readFilePart(request.body, request.headers['content-type']);
    if (part.data.length === 0) throw fileProblem('The image is empty', 'must not be empty');
    if (part.data.length > maxImageBytes)
      throw fileProblem('The image is larger than 5 MB', 'must be at most 5 MB');
    const kind = imageKindOf(part.filename, part.contentType, part.data);
    if (kind === undefined) {
      throw fileProblem(
        'This file is not an image the catalogue takes: upload a PNG, JPEG or WebP image',
        'must be a PNG, JPEG or WebP image whose content matches its type',
      );
    }
    if (product.images.length >= maxImagesPerProduct) throw tooMany();
    const name = generatedImageName(kind);
    await storeImage(imagesDir, name, part.data);
    try {
      const result = await appendProductImage(
        db,
        product.id,
        product.seller_id,
        `${imagePathPrefix}${name}`,
        now(),
      );
      if (result.outcome === 'gone') throw productNotFound();
      if (result.outcome === 'full') throw tooMany();
      return productBody(result.product);
    } catch (error) {
      await removeImage(imagesDir, name);
      throw error;
    }
  },
};

const tooMany = () =>
  new ApiError(409, 'conflict', `A product can have at most ${maxImagesPerProduct} images: remove one first`);

/**
 * `GET /api/images/{name}`: a product image for anyone, partner sites included, cached for a year (names are
 * never reused) and revalidated by its ETag. `demo-…` names come from the shipped demo folder.
 */
export const getProductImage: OperationHandler<'getProductImage'> = {
  handle: async (request, reply, { services }) => {
    const { name } = request.params;
    const image = await readImage(name, { imagesDir: services.products.imagesDir, demoDir: demoImagesDir });
    if (image === undefined) throw imageNotFound();
    reply
      .header('cache-control', immutableCache)
      .header('etag', image.etag)
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'cross-origin');
    const tags = request.headers['if-none-match'];
    if (typeof tags === 'string' && tags.split(',').some((tag) => tag.trim() === image.etag)) {
      return reply.code(304).send();
    }
    return reply
      .header('content-type', mediaTypeOfName(name))
      .header('content-length', String(image.data.length))
      .send(image.data);
  },
};
