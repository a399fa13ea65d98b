import type { ListProductsQuery } from '@robomarket/api-client';
import {
  type ProductCategory,
  productCategoryValues,
  productConditionValues,
  productSortValues,
  sellerRoleValues,
} from '@robomarket/api-client/enums';
import { toMoneyString } from '@robomarket/api-client/money';
import type { ProductFilterValues } from '@robomarket/ui';
import { isSearchCategory, type SearchCategory } from '@robomarket/ui';

/*
 * The browse page keeps its search, filters and order in the address (/browse?q=&category=&...), so back,
 * forward, reload and a shared link all show the same results. The category is written as the header
 * search's words (robots, parts, ...); the other values as the contract spells them.
 */

const CATEGORY_OF: Record<Exclude<SearchCategory, 'all'>, ProductCategory> = {
  robots: 'ROBOT',
  parts: 'PART',
  accessories: 'ACCESSORY',
  software: 'SOFTWARE',
  services: 'SERVICE',
};

const SLUG_OF: Record<ProductCategory, Exclude<SearchCategory, 'all'>> = {
  ROBOT: 'robots',
  PART: 'parts',
  ACCESSORY: 'accessories',
  SOFTWARE: 'software',
  SERVICE: 'services',
};

/** The header search's word for a product category: ROBOT → robots. */
const categorySlug = (category: ProductCategory) => SLUG_OF[category];

/** The browse page's address for a product category. */
export const categoryBrowseHref = (category: ProductCategory) => `/browse?category=${categorySlug(category)}`;

/** What the browse page shows: the words, one seller, and the filters and order. */
export interface BrowseState {
  /** The words searched for; '' for none. */
  q: string;
  /** One seller's products only. */
  sellerId?: string;
  /** The filters and order. */
  filters: ProductFilterValues;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <Value extends string>(values: readonly Value[], text: string | null): Value | undefined =>
  values.find((value) => value === text);

/** The browse state of an address's query; values that are not understood are left out. */
export function readBrowseParams(params: URLSearchParams): BrowseState {
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const slug = params.get('category') ?? '';
  const category =
    isSearchCategory(slug) && slug !== 'all'
      ? CATEGORY_OF[slug]
      : oneOf(productCategoryValues, slug.toUpperCase() || null);
  const filters: ProductFilterValues = {};
  if (category) filters.category = category;
  const condition = oneOf(productConditionValues, params.get('condition'));
  if (condition) filters.condition = condition;
  // An address typed by hand may hold an amount as people write it (`minPrice=30,000`): read as `30000.00`.
  const minPrice = toMoneyString(params.get('minPrice') ?? '');
  if (minPrice) filters.minPrice = minPrice;
  const maxPrice = toMoneyString(params.get('maxPrice') ?? '');
  if (maxPrice) filters.maxPrice = maxPrice;
  const sellerType = oneOf(sellerRoleValues, params.get('sellerType'));
  if (sellerType) filters.sellerType = sellerType;
  const sort = oneOf(productSortValues, params.get('sort'));
  // Best match needs words; without them the default order applies.
  if (sort && (sort !== 'relevance' || q !== '')) filters.sort = sort;
  const seller = params.get('seller');
  return { q, filters, ...(seller && UUID.test(seller) ? { sellerId: seller } : {}) };
}

/** The address query of a browse state, in a stable order, without empty values. */
export function writeBrowseParams(state: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  const { filters } = state;
  if (state.q !== '') params.set('q', state.q);
  if (filters.category) params.set('category', categorySlug(filters.category));
  if (state.sellerId) params.set('seller', state.sellerId);
  if (filters.condition) params.set('condition', filters.condition);
  if (filters.minPrice) params.set('minPrice', filters.minPrice);
  if (filters.maxPrice) params.set('maxPrice', filters.maxPrice);
  if (filters.sellerType) params.set('sellerType', filters.sellerType);
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

/** The listProducts query of a browse state. */
export function browseQuery(state: BrowseState): Omit<ListProductsQuery, 'cursor'> {
  const { filters } = state;
  return {
    ...(state.q === '' ? {} : { q: state.q }),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.condition ? { condition: filters.condition } : {}),
    ...(filters.minPrice ? { minPrice: filters.minPrice } : {}),
    ...(filters.maxPrice ? { maxPrice: filters.maxPrice } : {}),
    ...(filters.sellerType ? { sellerType: filters.sellerType } : {}),
    ...(state.sellerId ? { sellerId: state.sellerId } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
  };
}
