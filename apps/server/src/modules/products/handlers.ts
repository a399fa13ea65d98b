import { isSellerRole } from '@robomarket/api-client/enums';
import { fromMinorUnits, isPositiveAmount, toMinorUnits } from '@robomarket/api-client/money';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { requireChargeable } from '../../lib/input-rules.ts';
import { pageSize } from '../../lib/list-cursor.ts';
import { rawBody, trimFields } from '../../lib/raw-body.ts';
import { isPlatformAdmin } from '../../lib/roles.ts';
import type { OperationContext, OperationHandler } from '../../plugins/openapi/operation.ts';
import { SerialisedBody } from '../../plugins/openapi/serialised-body.ts';
import { type Actor, actingFor, actsForOwner, requireRole } from '../business/index.ts';
import { decodeProductCursor, searchQuery } from './catalogue-order.ts';
import { lockProductImages } from './image-repository.ts';
import { checkImageEntries, releaseImages } from './image-rules.ts';
import { productListJson } from './list-json.ts';
import { recordProductView, trendingSince } from './product-views.ts';
import {
  deleteProduct as deleteProductRow,
  findProduct,
  insertProduct,
  listProductTexts,
  type ProductRow,
  updateProduct as updateProductRow,
} from './repository.ts';

/** The message of a price that is not an amount above zero (product-spec §5). */
export const invalidPriceMessage = 'Please enter a valid price greater than 0';

const notFound = () => new ApiError(404, 'not_found', 'Product not found');

/** The contract's `Product`. */
export const productBody = (product: ProductRow) => ({
  id: product.id,
  name: product.name,
  description: product.description,
  price: fromMinorUnits(product.price_minor),
  ...(product.compare_at_minor === null
    ? {}
    : { compare_at_price: fromMinorUnits(product.compare_at_minor) }),
  currency: product.currency,
  category: product.category,
  condition: product.condition,
  images: product.images,
  specifications: product.specifications,
  seller_id: product.seller_id,
  seller_name: product.seller_name,
  ...(product.business_id === null ? {} : { business_id: product.business_id }),
  created_at: product.created_at,
  updated_at: product.updated_at,
});

/**
 * Before the contract's checks: name and description are trimmed (so blanks fail their `minLength`), and a
 * price that is not an amount above zero gets the spec's own message rather than a pattern error.
 */
function prepareProductBody(request: FastifyRequest): void {
  trimFields(request, 'name', 'description');
  const fields = rawBody(request);
  if (fields !== undefined && 'price' in fields && !isPositiveAmount(fields.price)) {
    throw new ApiError(400, 'validation_failed', invalidPriceMessage, {
      detail: 'body/price must be an amount greater than 0 with two decimals, such as "12500.00"',
      fields: [{ field: 'price', message: 'must be an amount greater than 0, such as 12500.00' }],
    });
  }
}

const compareAtMessage = 'The compare-at price must be more than the price';

/** The 400 of a "was" price that is not above the price. */
const compareAtNotAbove = () =>
  new ApiError(400, 'validation_failed', compareAtMessage, {
    detail: 'body/compare_at_price must be more than the price',
    fields: [{ field: 'compare_at_price', message: 'must be more than the price' }],
  });

/** Whether `error` is the table's check that a "was" price is above the price. */
function isCompareAtCheck(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === '23514' &&
    error instanceof Error &&
    error.message.includes('products_compare_at_above_price')
  );
}

/** Minor units of a price the contract and `prepareProductBody` already checked. */
function priceOf(price: string): bigint {
  const minor = toMinorUnits(price);
  if (minor === undefined) throw new Error(`price ${price} passed validation but is not an amount`);
  return minor;
}

/** The 403 of a caller who does not act for the product's seller. */
const notTheSeller = () => new ApiError(403, 'forbidden', "Only the product's seller may change it");

/**
 * Whether `actor` may change `product`: a SALES member of the business it is listed under (ADR 0090), its
 * seller when it has no business, or a platform admin. 403 (products are public, so their existence is no
 * secret) for anyone else, and for a member of the business whose roles do not include SALES.
 */
export function requireProductSeller(
  request: FastifyRequest,
  actor: Actor,
  product: Pick<ProductRow, 'business_id' | 'seller_id'>,
): void {
  if (isPlatformAdmin(currentUser(request))) return;
  if (!actsForOwner(actor, product.business_id, product.seller_id)) throw notTheSeller();
  requireRole(actor, ['SALES']);
}

/** The product a caller may change (see `requireProductSeller`); 404 when it does not exist. */
async function ownedProduct(request: FastifyRequest, id: string, db: Queryable): Promise<ProductRow> {
  const product = await findProduct(db, id);
  if (product === undefined) throw notFound();
  requireProductSeller(request, await actingFor(request, db), product);
  return product;
}

/**
 * `POST /v2/products`: a seller lists a product under the business they act for (a SALES member of it), or
 * as themselves without one. Omitted fields get the defaults (USD, ROBOT, NEW, no images, no specifications).
 */
export const createProduct: OperationHandler<'createProduct'> = {
  beforeValidation: prepareProductBody,
  handle: async (request, reply, { db, now }) => {
    const user = currentUser(request);
    if (!isSellerRole(user.role)) {
      throw new ApiError(403, 'forbidden', 'Only sellers may list products');
    }
    const actor = await actingFor(request, db);
    requireRole(actor, ['SALES']);
    const { body } = request;
    const priceMinor = priceOf(body.price);
    const compareAtMinor = body.compare_at_price === undefined ? null : priceOf(body.compare_at_price);
    if (compareAtMinor !== null && compareAtMinor <= priceMinor) throw compareAtNotAbove();
    requireChargeable(body.currency ?? 'USD', body.currency === undefined ? undefined : 'currency', {
      price: priceMinor,
      compare_at_price: compareAtMinor,
    });
    checkImageEntries(body.images ?? [], []);
    const product = await insertProduct(
      db,
      {
        sellerId: user.id,
        businessId: actor.businessId,
        name: body.name,
        description: body.description,
        priceMinor,
        compareAtMinor,
        currency: body.currency ?? 'USD',
        category: body.category ?? 'ROBOT',
        condition: body.condition ?? 'NEW',
        images: body.images ?? [],
        specifications: body.specifications ?? {},
      },
      now(),
    );
    reply.code(201);
    return productBody(product);
  },
};

/**
 * A catalogue read without credentials (a visitor, ADR 0103) counts against its client address's limit;
 * signed-in callers and publishable keys are not counted here. Runs after the security check, so a sent
 * token or key has been checked (and a bad one refused) already.
 */
async function countGuestRead(request: FastifyRequest, { limiter }: OperationContext): Promise<void> {
  if (request.user !== undefined || request.headers['x-publishable-key'] !== undefined) return;
  const verdict = await limiter('catalogueGuest').hit(request.ip);
  if (!verdict.allowed) {
    throw new ApiError(
      429,
      'rate_limited',
      'Too many catalogue requests from this address; try again later',
      {
        headers: { 'retry-after': String(verdict.retryAfterSeconds) },
      },
    );
  }
}

/**
 * `GET /v2/products/{id}`: any caller the contract admits sees any product, visitors without credentials too
 * (counted per address). A signed-in caller other than the seller counts a view for Trending, without
 * waiting for it.
 */
export const getProduct: OperationHandler<'getProduct'> = {
  beforeValidation: countGuestRead,
  handle: async (request, _reply, { db, now }) => {
    const product = await findProduct(db, request.params.id);
    if (product === undefined) throw notFound();
    if (request.user !== undefined && request.user.id !== product.seller_id) {
      recordProductView(db, product.id, now(), request.log);
    }
    return productBody(product);
  },
};

/** `PUT /v2/products/{id}`: a SALES member of its business (or a platform admin) changes the fields sent. */
export const updateProduct: OperationHandler<'updateProduct'> = {
  beforeValidation: prepareProductBody,
  handle: async (request, _reply, { db, now, services }) => {
    const product = await ownedProduct(request, request.params.id, db);
    const { body } = request;
    const priceMinor = body.price === undefined ? undefined : priceOf(body.price);
    const compareAtMinor =
      body.compare_at_price === undefined || body.compare_at_price === null
        ? body.compare_at_price
        : priceOf(body.compare_at_price);
    // Both sent: refused before the write. One sent: the table's check compares it with the stored other, in
    // the same statement as the change, so a concurrent change cannot slip between check and write.
    if (typeof compareAtMinor === 'bigint' && priceMinor !== undefined && compareAtMinor <= priceMinor) {
      throw compareAtNotAbove();
    }
    // A new price or currency: the prices the product will have are whole in a currency without cents.
    if (priceMinor !== undefined || compareAtMinor !== undefined || body.currency !== undefined) {
      const storedCompareAt = product.compare_at_minor === null ? null : BigInt(product.compare_at_minor);
      requireChargeable(
        body.currency ?? product.currency,
        body.currency === undefined ? undefined : 'currency',
        {
          price: priceMinor ?? BigInt(product.price_minor),
          compare_at_price: compareAtMinor === undefined ? storedCompareAt : compareAtMinor,
        },
      );
    }
    const { images } = body;
    // With new images, the old list is read under a row lock: an upload running meanwhile waits, and the
    // images dropped here are exactly those the product had.
    const { updated, before } = await db
      .transaction(async (tx) => {
        const locked = images === undefined ? undefined : await lockProductImages(tx, product.id);
        if (images !== undefined) checkImageEntries(images, locked ?? []);
        const row = await updateProductRow(
          tx,
          product.id,
          {
            name: body.name,
            description: body.description,
            priceMinor,
            compareAtMinor,
            currency: body.currency,
            category: body.category,
            condition: body.condition,
            images: body.images,
            specifications: body.specifications,
          },
          now(),
        );
        return { updated: row, before: locked };
      })
      .catch((error: unknown) => {
        if (isCompareAtCheck(error)) throw compareAtNotAbove();
        throw error;
      });
    // Deleted between the read and the write.
    if (updated === undefined) throw notFound();
    if (images !== undefined && before !== undefined) {
      await releaseImages(
        db,
        services.products.imagesDir,
        before.filter((url) => !images.includes(url)),
      );
    }
    return productBody(updated);
  },
};

/** `DELETE /v2/products/{id}`: a SALES member of its business (or a platform admin) removes it; 204. */
export const deleteProduct: OperationHandler<'deleteProduct'> = {
  handle: async (request, reply, { db, services }) => {
    const product = await ownedProduct(request, request.params.id, db);
    const images = await deleteProductRow(db, product.id);
    if (images === undefined) throw notFound();
    await releaseImages(db, services.products.imagesDir, images);
    return reply.code(204).send();
  },
};

/**
 * `GET /v2/products`: the catalogue, filtered, searched, sorted (newest first unless asked), a page at a time;
 * the same for every caller, visitors without credentials too (counted per address).
 */
export const listProducts: OperationHandler<'listProducts'> = {
  beforeValidation: countGuestRead,
  handle: async (request, _reply, { db, now, services }) => {
    const { query } = request;
    const limit = pageSize(query.limit);
    const minPriceMinor = query.minPrice === undefined ? undefined : priceOf(query.minPrice);
    const maxPriceMinor = query.maxPrice === undefined ? undefined : priceOf(query.maxPrice);
    if (minPriceMinor !== undefined && maxPriceMinor !== undefined && minPriceMinor > maxPriceMinor) {
      throw new ApiError(400, 'validation_failed', 'The minimum price is above the maximum price', {
        detail: 'query/minPrice must not be more than query/maxPrice',
      });
    }
    const q = query.q?.trim() ?? '';
    const sort = query.sort ?? (q === '' ? 'newest' : 'relevance');
    if (sort === 'relevance' && q === '') {
      throw new ApiError(400, 'validation_failed', 'Sorting by relevance needs a search', {
        detail: 'query/sort relevance needs query/q',
      });
    }
    const after = query.cursor === undefined ? undefined : decodeProductCursor(sort, query.cursor);
    const search = q === '' ? undefined : searchQuery(q);
    // Words the search cannot use (only punctuation): nothing matches, and nothing is asked of the database.
    if (q !== '' && search === undefined) {
      return new SerialisedBody<'listProducts'>('{"products":[],"next_cursor":null}');
    }
    const filters = {
      category: query.category,
      condition: query.condition,
      minPriceMinor,
      maxPriceMinor,
      sellerId: query.sellerId?.toLowerCase(),
      businessId: query.businessId?.toLowerCase(),
      sellerRole: query.sellerType,
      onSale: query.on_sale,
      search,
    };
    // Written from the columns' texts (`list-json.ts`), not parsed and serialised again.
    const load = async () =>
      productListJson(
        await listProductTexts(db, filters, limit, { sort, after, trendingSince: trendingSince(now()) }),
        limit,
        sort,
      );
    // The page is the same for every caller allowed to list, so it is kept by what it was asked for, checked
    // and normalised (`list-cache.ts`); Trending moves with every product view and is always read afresh.
    const body =
      sort === 'trending'
        ? await load()
        : await services.products.lists.page(listPageKey(limit, sort, filters, query.cursor), load);
    return new SerialisedBody<'listProducts'>(body);
  },
};

/** The key of a kept list page: everything that selects its rows, after validation and normalisation. */
function listPageKey(
  limit: number,
  sort: string,
  filters: {
    category?: string;
    condition?: string;
    minPriceMinor?: bigint;
    maxPriceMinor?: bigint;
    sellerId?: string;
    businessId?: string;
    sellerRole?: string;
    onSale?: boolean;
    search?: string;
  },
  cursor: string | undefined,
): string {
  return JSON.stringify([
    limit,
    sort,
    filters.category,
    filters.condition,
    filters.minPriceMinor?.toString(),
    filters.maxPriceMinor?.toString(),
    filters.sellerId,
    filters.businessId,
    filters.sellerRole,
    filters.onSale === true,
    filters.search,
    cursor,
  ]);
}
