import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../lib/api-error.ts';
import { decodeListCursor, encodeListCursor } from '../../lib/list-cursor.ts';
import { fromMinorUnits, isPositiveAmount, toMinorUnits } from '../../lib/money.ts';
import type { OperationHandler } from '../../plugins/openapi/operation.ts';
import { type AuthUser, currentUser } from '../auth/authenticators.ts';
import type { UserRole } from '../auth/repository.ts';
import { listMemberships } from '../business/repository.ts';
import {
  deleteProduct as deleteProductRow,
  findProduct,
  insertProduct,
  listProducts as listProductRows,
  type ProductCategory,
  type ProductCondition,
  type ProductRow,
  updateProduct as updateProductRow,
} from './repository.ts';

/** The roles that sell (the contract's `SellerRole`): only they list products. */
export const sellerRoles: ReadonlySet<UserRole> = new Set([
  'dealer',
  'parent_dealership',
  'child_dealership',
]);

/** The message of a price that is not an amount above zero (product-spec §5). */
export const invalidPriceMessage = 'Please enter a valid price greater than 0';

const notFound = () => new ApiError(404, 'not_found', 'Product not found');

/** The contract's `Product`. */
export const productBody = (product: ProductRow) => ({
  id: product.id,
  name: product.name,
  description: product.description,
  price: fromMinorUnits(product.price_minor),
  currency: product.currency,
  category: product.category,
  condition: product.condition,
  images: product.images,
  specifications: product.specifications,
  seller_id: product.seller_id,
  created_at: product.created_at,
  updated_at: product.updated_at,
});

/** A product create or update body, as the contract lets it through. */
interface ProductFields {
  name?: string;
  description?: string;
  price?: string;
  currency?: string;
  category?: ProductCategory;
  condition?: ProductCondition;
  images?: string[];
  specifications?: Record<string, string>;
}

/**
 * Before the contract's checks: name and description are trimmed (so blanks fail their `minLength`), and a
 * price that is not an amount above zero gets the spec's own message rather than a pattern error.
 */
function prepareProductBody(request: FastifyRequest): void {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const key of ['name', 'description']) {
    const value = fields[key];
    if (typeof value === 'string') fields[key] = value.trim();
  }
  if ('price' in fields && !isPositiveAmount(fields.price)) {
    throw new ApiError(400, 'validation_failed', invalidPriceMessage, {
      detail: 'body/price must be an amount greater than 0 with two decimals, such as "12500.00"',
    });
  }
}

/** Minor units of a price the contract and `prepareProductBody` already checked. */
function priceOf(price: string): bigint {
  const minor = toMinorUnits(price);
  if (minor === undefined) throw new Error(`price ${price} passed validation but is not an amount`);
  return minor;
}

const isPlatformAdmin = (user: AuthUser) => user.role === 'admin';

/**
 * The product a caller may change: 404 when it does not exist; 403 when it does but the caller is neither
 * its seller nor a platform admin (products are public, so their existence is no secret).
 */
async function ownedProduct(request: FastifyRequest, db: Queryable): Promise<ProductRow> {
  const user = currentUser(request);
  const { id } = request.params as { id: string };
  const product = await findProduct(db, id);
  if (product === undefined) throw notFound();
  if (product.seller_id !== user.id && !isPlatformAdmin(user)) {
    throw new ApiError(403, 'forbidden', "Only the product's seller may change it");
  }
  return product;
}

/**
 * `POST /v2/products`: a seller lists a product under their first business. Omitted fields get the
 * defaults (USD, ROBOT, NEW, no images, no specifications).
 */
export const createProduct: OperationHandler = {
  beforeValidation: prepareProductBody,
  async handle(request, reply, { db, now }) {
    const user = currentUser(request);
    if (!sellerRoles.has(user.role)) {
      throw new ApiError(403, 'forbidden', 'Only sellers may list products');
    }
    const body = request.body as ProductFields & { name: string; description: string; price: string };
    const [firstMembership] = await listMemberships(db, user.id);
    const product = await insertProduct(
      db,
      {
        sellerId: user.id,
        businessId: firstMembership?.business_id ?? null,
        name: body.name,
        description: body.description,
        priceMinor: priceOf(body.price),
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

/** `GET /v2/products/{id}`: any caller the contract admits sees any product. */
export const getProduct: OperationHandler = {
  async handle(request, _reply, { db }) {
    const { id } = request.params as { id: string };
    const product = await findProduct(db, id);
    if (product === undefined) throw notFound();
    return productBody(product);
  },
};

/** `PUT /v2/products/{id}`: its seller (or a platform admin) changes the fields sent. */
export const updateProduct: OperationHandler = {
  beforeValidation: prepareProductBody,
  async handle(request, _reply, { db, now }) {
    const product = await ownedProduct(request, db);
    const body = request.body as ProductFields;
    const updated = await updateProductRow(
      db,
      product.id,
      {
        name: body.name,
        description: body.description,
        priceMinor: body.price === undefined ? undefined : priceOf(body.price),
        currency: body.currency,
        category: body.category,
        condition: body.condition,
        images: body.images,
        specifications: body.specifications,
      },
      now(),
    );
    // Deleted between the read and the write.
    if (updated === undefined) throw notFound();
    return productBody(updated);
  },
};

/** `DELETE /v2/products/{id}`: its seller (or a platform admin) removes it; 204. */
export const deleteProduct: OperationHandler = {
  async handle(request, reply, { db }) {
    const product = await ownedProduct(request, db);
    if (!(await deleteProductRow(db, product.id))) throw notFound();
    return reply.code(204).send();
  },
};

/** The query of `GET /v2/products`, as the contract lets it through (limit defaulted). */
interface ListQuery {
  category?: ProductCategory;
  condition?: ProductCondition;
  minPrice?: string;
  maxPrice?: string;
  sellerId?: string;
  sellerType?: UserRole;
  limit: number;
  cursor?: string;
}

/** `GET /v2/products`: the catalogue, newest first, filtered, a page at a time. */
export const listProducts: OperationHandler = {
  async handle(request, _reply, { db }) {
    const query = request.query as ListQuery;
    const minPriceMinor = query.minPrice === undefined ? undefined : priceOf(query.minPrice);
    const maxPriceMinor = query.maxPrice === undefined ? undefined : priceOf(query.maxPrice);
    if (minPriceMinor !== undefined && maxPriceMinor !== undefined && minPriceMinor > maxPriceMinor) {
      throw new ApiError(400, 'validation_failed', 'The minimum price is above the maximum price', {
        detail: 'query/minPrice must not be more than query/maxPrice',
      });
    }
    const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
    const rows = await listProductRows(
      db,
      {
        category: query.category,
        condition: query.condition,
        minPriceMinor,
        maxPriceMinor,
        sellerId: query.sellerId,
        sellerRole: query.sellerType,
      },
      query.limit,
      after,
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      products: page.map(productBody),
      next_cursor: rows.length > query.limit && last !== undefined ? encodeListCursor(last) : null,
    };
  },
};
