import {
  type ProductCategory,
  type ProductCondition,
  productCategoryValues,
  productConditionValues,
} from '@robomarket/api-client/enums';
import type { ReactNode } from 'react';

// The values come from the contract (generated); only the labels are written here, keyed by the enum so
// that a new contract value fails type-checking until it has its label.
export type { ProductCategory, ProductCondition };

/**
 * A product as the components show it: the contract's Product with the same field names, where the fields
 * no component shows are optional so that a caller can build one by hand (stories, widgets, forms).
 */
export interface ProductView {
  id: string;
  name: string;
  description: string;
  /** Decimal string with two decimals, e.g. "12500.00"; never a float. */
  price: string;
  /** The "was" price while on sale (above `price`), in the same form. */
  compare_at_price?: string;
  /** ISO 4217 code of `price`. */
  currency: string;
  category: ProductCategory;
  condition: ProductCondition;
  /** Image URLs; the first one is the product's picture in lists. */
  images: string[];
  /** Name → value, shown in the order given. */
  specifications: Record<string, string>;
  seller_id?: string;
  /** The seller's business (or own) name; with `seller_id`, cards link it to the seller's products. */
  seller_name?: string;
  /** The business the product is listed under; its SALES members change it. */
  business_id?: string;
  created_at?: string;
  updated_at?: string;
}

const CATEGORY_LABELS: Record<ProductCategory, string> = {
  ROBOT: 'Robot',
  PART: 'Part',
  ACCESSORY: 'Accessory',
  SOFTWARE: 'Software',
  SERVICE: 'Service',
};

const CONDITION_LABELS: Record<ProductCondition, string> = {
  NEW: 'New',
  USED: 'Used',
  REFURBISHED: 'Refurbished',
};

/** Every category, in the contract's order (the order forms and filters offer them), with its label. */
export const PRODUCT_CATEGORIES: ReadonlyArray<{ value: ProductCategory; label: string }> =
  productCategoryValues.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

/** Every condition, in the contract's order (the order forms and filters offer them), with its label. */
export const PRODUCT_CONDITIONS: ReadonlyArray<{ value: ProductCondition; label: string }> =
  productConditionValues.map((value) => ({ value, label: CONDITION_LABELS[value] }));

/** 'Robot' for ROBOT; an unknown value (a newer server) is shown as it came. */
export function categoryLabel(category: string): string {
  return PRODUCT_CATEGORIES.find((entry) => entry.value === category)?.label ?? category;
}

/** 'Refurbished' for REFURBISHED; an unknown value (a newer server) is shown as it came. */
export function conditionLabel(condition: string): string {
  return PRODUCT_CONDITIONS.find((entry) => entry.value === condition)?.label ?? condition;
}

/** Badge colours per category: distinct hues, each with high contrast in the badge (axe, WCAG AA). */
export const CATEGORY_COLORS = {
  ROBOT: 'indigo',
  PART: 'orange',
  ACCESSORY: 'teal',
  SOFTWARE: 'violet',
  SERVICE: 'green',
} as const satisfies Record<ProductCategory, string>;

/** What `renderLink` receives: the destination and the link's content. */
export interface ProductLink {
  href: string;
  children: ReactNode;
}

/** The path of a seller's products in the marketplace's browse page. */
export function sellerProductsHref(sellerId: string): string {
  return `/browse?seller=${encodeURIComponent(sellerId)}`;
}

/** The path of a product's page (product-spec §2: product/{id}). */
export function productHref(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}
