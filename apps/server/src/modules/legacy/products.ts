// The legacy catalogue and offers (tag `legacy-products`): the old paths and parameter names onto the v2
// product and offer operations, money as the old client sends it turned into the v2 decimal strings.

import type { components } from '@robomarket/api-client/legacy/schema';
import { toMoneyString } from '@robomarket/api-client/money';
import { invalidFields } from '../../lib/input-rules.ts';
import type { LegacyRegistry, V2Call } from './operation.ts';
import { relay, v2Path } from './translate.ts';

type LegacyPrice = string | number;
type ProductFilter = components['schemas']['LegacyProductFilter'];
/**
 * `POST /products`'s body: the contract checks it as a creation when it has `name`, else as a filter
 * (`if`/`then`/`else`, which the generated types cannot express).
 */
type CreateBody = components['schemas']['LegacyCreateProductRequest'] | ProductFilter;

/**
 * An amount as the old client sends it (`30000`, `30000.5`, `"30000.50"`) as the v2 two-decimal string, read
 * from its text, never through floating-point arithmetic: a JSON number is taken by its shortest decimal
 * text, so one that is not exactly an amount with at most two decimals (`0.30000000000000004`, `1e+21`) is
 * undefined, never rounded.
 */
export function legacyAmount(value: LegacyPrice): string | undefined {
  const text = String(value);
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(text)) return undefined;
  return toMoneyString(text);
}

/**
 * The amounts of a legacy body (`{ price: 30000.5 }`) as v2 strings; a 400 naming each that is not an
 * amount with at most two decimals. Fields left out stay out.
 */
function amounts<F extends string>(values: Partial<Record<F, LegacyPrice>>): Partial<Record<F, string>> {
  const converted: Partial<Record<F, string>> = {};
  const wrong: string[] = [];
  for (const [field, value] of Object.entries(values) as [F, LegacyPrice | undefined][]) {
    if (value === undefined) continue;
    const amount = legacyAmount(value);
    if (amount === undefined) wrong.push(field);
    else converted[field] = amount;
  }
  if (wrong.length > 0) {
    throw invalidFields(
      'Request validation failed',
      wrong.map((field) => ({ field, message: 'must be an amount with at most two decimals' })),
    );
  }
  return converted;
}

/** The v2 `listProducts` call for the old filters, by the old names. */
function listCall(filter: {
  category?: string;
  condition?: string;
  max_price?: LegacyPrice;
  min_price?: LegacyPrice;
  seller_id?: string;
  seller_type?: string;
  limit?: number | string;
  cursor?: string;
}): V2Call {
  const { max_price, min_price } = amounts({ max_price: filter.max_price, min_price: filter.min_price });
  return {
    method: 'GET',
    path: '/v2/products',
    query: {
      category: filter.category,
      condition: filter.condition,
      maxPrice: max_price,
      minPrice: min_price,
      sellerId: filter.seller_id,
      sellerType: filter.seller_type,
      limit: filter.limit,
      cursor: filter.cursor,
    },
  };
}

/** A filter body's fields under the old names (each may come as `max_price` or `maxPrice`, never both). */
function oldNames(filter: ProductFilter): Parameters<typeof listCall>[0] {
  return {
    category: filter.category,
    condition: filter.condition,
    max_price: filter.max_price ?? filter.maxPrice,
    min_price: filter.min_price ?? filter.minPrice,
    seller_id: filter.seller_id ?? filter.sellerId,
    seller_type: filter.seller_type ?? filter.sellerType,
    limit: filter.limit,
    cursor: filter.cursor,
  };
}

const isCreate = (body: CreateBody): body is Extract<CreateBody, { name: string }> => 'name' in body;

/** `/products...` → `/v2/products...`; the v2 product, list and offer shapes pass through. */
export const legacyProducts: LegacyRegistry = {
  legacyListProducts: {
    handle: async (request, v2) => relay(await v2(listCall(request.query))),
  },
  legacyCreateOrListProducts: {
    handle: async (request, v2) => {
      const body = request.body as unknown as CreateBody;
      if (!isCreate(body)) return relay(await v2(listCall(oldNames(body))));
      const { price, compare_at_price, ...rest } = body;
      const converted = amounts({ price, compare_at_price });
      return relay(await v2({ method: 'POST', path: '/v2/products', body: { ...rest, ...converted } }));
    },
  },
  legacyGetProduct: {
    handle: async (request, v2) =>
      relay(await v2({ method: 'GET', path: v2Path('/v2/products/{id}', { id: request.params.id }) })),
  },
  legacyUpdateProduct: {
    handle: async (request, v2) => {
      const { price, ...rest } = request.body;
      const body = { ...rest, ...amounts({ price }) };
      return relay(
        await v2({ method: 'PUT', path: v2Path('/v2/products/{id}', { id: request.params.id }), body }),
      );
    },
  },
  legacyDeleteProduct: {
    handle: async (request, v2) =>
      relay(await v2({ method: 'DELETE', path: v2Path('/v2/products/{id}', { id: request.params.id }) })),
  },
  legacyListOffers: {
    handle: async (request, v2) =>
      relay(
        await v2({
          method: 'GET',
          path: v2Path('/v2/products/{id}/offers', { id: request.params.id }),
          query: { limit: request.query.limit, cursor: request.query.cursor },
        }),
      ),
  },
  legacyCreateOffer: {
    handle: async (request, v2) => {
      const { price, ...rest } = request.body;
      const body = { ...rest, ...amounts({ price }) };
      return relay(
        await v2({
          method: 'POST',
          path: v2Path('/v2/products/{id}/offers', { id: request.params.id }),
          body,
        }),
      );
    },
  },
  legacyUpdateOfferStatus: {
    handle: async (request, v2) => {
      const { price, ...rest } = request.body;
      const body = { ...rest, ...amounts({ price }) };
      const path = v2Path('/v2/products/{id}/offers/{offerId}', {
        id: request.params.id,
        offerId: request.params.offerId,
      });
      return relay(await v2({ method: 'PUT', path, body, idempotent: true }));
    },
  },
};
