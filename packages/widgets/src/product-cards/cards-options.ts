import type { components } from '@robomarket/api-client';
import { type ProductCategory, productCategoryValues } from '@robomarket/api-client/enums';
import type { ProductView } from '@robomarket/ui';

type Product = components['schemas']['Product'];

/** How many products the cards show when `limit` is absent or not a whole number. */
export const DEFAULT_CARDS_LIMIT = 6;
/** The bounds of the contract's `limit` parameter (openapi.yaml, `components/parameters/Limit`). */
const LIMIT_BOUNDS = { min: 1, max: 100 } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `limit` attribute (or prop) as the page size to ask for: a whole number is clamped to 1-100; anything
 * else (absent, empty, `six`, `2.5`) means 6, so a partner's typo never turns into a 400.
 */
export function cardsLimit(value: string | number | undefined): number {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!/^[+-]?\d+$/.test(text)) return DEFAULT_CARDS_LIMIT;
  return Math.min(LIMIT_BOUNDS.max, Math.max(LIMIT_BOUNDS.min, Number(text)));
}

/** What the `seller-id` and `category` attributes ask for, or why they cannot be used. */
export type CardsFilter =
  | { ok: true; query: { sellerId?: string; category?: ProductCategory } }
  | { ok: false; problem: string };

/**
 * The filters to send. Case and spaces are forgiven (`robot` is ROBOT), but a `seller-id` that is not a
 * UUID or an unknown `category` is a mistake shown in the widget's error state: ignoring it would show
 * every seller's products, or every category, on the partner's page.
 */
export function cardsFilter(sellerId: string | undefined, category: string | undefined): CardsFilter {
  const query: { sellerId?: string; category?: ProductCategory } = {};
  const seller = sellerId?.trim();
  if (seller) {
    if (!UUID.test(seller))
      return { ok: false, problem: "This widget's seller-id is not a valid seller id." };
    query.sellerId = seller.toLowerCase();
  }
  const wanted = category?.trim().toUpperCase();
  if (wanted) {
    const known = productCategoryValues.find((value) => value === wanted);
    if (known === undefined)
      return {
        ok: false,
        problem: `This widget's category "${category?.trim()}" is not a RoboMarket category.`,
      };
    query.category = known;
  }
  return { ok: true, query };
}

/** RoboMarket's origin: the origin of `api-base`, or the page's own when it is empty. */
function marketplaceOrigin(apiBase: string): string {
  return new URL(apiBase || '/', globalThis.location?.href).origin;
}

/** A RoboMarket page (`/product/{id}`) at RoboMarket's origin. */
export function marketplaceUrl(path: string, apiBase: string): string {
  return new URL(path, marketplaceOrigin(apiBase)).href;
}

/**
 * An image as the partner's page can load it: a root-relative path (`/api/images/...`) on RoboMarket's
 * origin (and path prefix) from `api-base`, an absolute http(s) URL as it is; anything else is dropped.
 */
export function imageUrl(image: string, apiBase: string): string | undefined {
  if (image.startsWith('/') && !image.startsWith('//')) {
    const base = apiBase.replace(/\/+$/, '');
    return base ? new URL(`${base}${image}`, globalThis.location?.href).href : image;
  }
  return /^https?:\/\//i.test(image) ? image : undefined;
}

/**
 * The products of an answer as the cards show them, copied field by field so that whatever else a response
 * might carry never reaches the partner's page, with images resolved against `api-base`.
 */
export function publicProducts(products: ReadonlyArray<Product>, apiBase: string): ProductView[] {
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    currency: product.currency,
    category: product.category,
    condition: product.condition,
    images: product.images.flatMap((image) => imageUrl(image, apiBase) ?? []),
    specifications: {},
  }));
}
