// The demo catalogue a first start lists: `catalogue.json` beside this file, what five made-up sellers offer,
// written as each would fill in the product form, read and checked here when the demo is seeded.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ProductCategory,
  type ProductCondition,
  productCategoryValues,
  productConditionValues,
} from '@robomarket/api-client/enums';
import { toMinorUnits } from '@robomarket/api-client/money';
import type { Queryable } from '../db/db.ts';
import { listMemberships } from '../modules/business/index.ts';
import { insertProducts } from '../modules/products/index.ts';
import { minor } from './shared.ts';

/** The demo sellers, by the key the catalogue uses (their accounts are in `index.ts`). */
export const demoSellerKeys = ['demo', 'northgate', 'meridian', 'meridian-services', 'brightpath'] as const;
/** One of {@link demoSellerKeys}. */
export type DemoSellerKey = (typeof demoSellerKeys)[number];

/** A demo listing, as a seller would fill in the product form, with its pictures. */
export interface DemoProduct {
  seller: DemoSellerKey;
  name: string;
  description: string;
  /** The contract's money: digits, a point, two decimals. */
  price: string;
  /** On sale: the price it was, above `price` (Deals lists these). */
  compareAt?: string;
  category: ProductCategory;
  condition: ProductCondition;
  specifications: Record<string, string>;
  /** Picture names without `demo-` and `.webp`: `apps/server/demo-images/demo-<image>.webp`; the first is the cover. */
  images: readonly string[];
}

/** The path a demo picture is served at (`GET /api/images/{name}`, from `apps/server/demo-images/`). */
export const demoImagePath = (image: string): string => `/api/images/demo-${image}.webp`;

const catalogueFile = join(import.meta.dirname, 'catalogue.json');
const fields = new Set<string>([
  'seller',
  'name',
  'description',
  'price',
  'compareAt',
  'category',
  'condition',
  'specifications',
  'images',
] satisfies (keyof DemoProduct)[]);
const imageName = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  values.some((known) => known === value);

/** What is wrong with one entry of the catalogue, or undefined when it is a `DemoProduct`. */
function problemOf(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return 'is not an object';
  const product: Record<string, unknown> = { ...entry };
  const stray = Object.keys(product).find((key) => !fields.has(key));
  if (stray !== undefined) return `has an unknown field ${stray}`;
  if (!isOneOf(demoSellerKeys, product.seller)) return `names no demo seller (${String(product.seller)})`;
  if (!isText(product.name) || !isText(product.description)) return 'needs a name and a description';
  const price = isText(product.price) ? toMinorUnits(product.price) : undefined;
  if (price === undefined || price <= 0n) return 'has a bad price';
  if (product.compareAt !== undefined) {
    const compareAt = isText(product.compareAt) ? toMinorUnits(product.compareAt) : undefined;
    if (compareAt === undefined || compareAt <= price) return 'has a bad compare-at price';
  }
  if (!isOneOf(productCategoryValues, product.category)) return 'has an unknown category';
  if (!isOneOf(productConditionValues, product.condition)) return 'has an unknown condition';
  const { specifications, images } = product;
  if (
    typeof specifications !== 'object' ||
    specifications === null ||
    !Object.values(specifications).every(isText)
  )
    return 'needs specifications as names and texts';
  if (!Array.isArray(images) || images.length === 0 || !images.every((image) => imageName.test(image)))
    return 'needs pictures named like `vector-c10-arm`';
  return undefined;
}

/** The catalogue's entries, checked: throws naming the first entry that is not a demo product. */
export function parseDemoCatalogue(value: unknown): DemoProduct[] {
  if (!Array.isArray(value)) throw new Error('The demo catalogue is not a list');
  return value.map((entry: unknown, index) => {
    const problem = problemOf(entry);
    if (problem !== undefined) throw new Error(`Demo product ${index + 1} of catalogue.json ${problem}`);
    return entry as DemoProduct;
  });
}

/** Reads and checks `catalogue.json`, newest first as a first start lists it. */
export async function loadDemoCatalogue(): Promise<DemoProduct[]> {
  return parseDemoCatalogue(JSON.parse(await readFile(catalogueFile, 'utf8')));
}

/**
 * Lists the demo catalogue's products of the given sellers (those this start created), each under its
 * seller's first business, in one statement: a millisecond apart just after `now` (after the accounts), the
 * first one newest, so the catalogue reads in the order it is written. Their pictures are the ones shipped
 * in `apps/server/demo-images/`. Resolves how many it listed.
 */
export async function seedDemoProducts(
  db: Queryable,
  sellers: ReadonlyMap<DemoSellerKey, string>,
  now: Date,
): Promise<number> {
  const catalogue = await loadDemoCatalogue();
  const businesses = new Map(
    await Promise.all(
      [...sellers.values()].map(
        async (userId) => [userId, (await listMemberships(db, userId))[0]?.business_id ?? null] as const,
      ),
    ),
  );
  const products = catalogue.flatMap((product, index) => {
    const sellerId = sellers.get(product.seller);
    if (sellerId === undefined) return [];
    return [
      {
        sellerId,
        businessId: businesses.get(sellerId) ?? null,
        name: product.name,
        description: product.description,
        priceMinor: minor(product.price),
        compareAtMinor: product.compareAt === undefined ? null : minor(product.compareAt),
        currency: 'USD' as const,
        category: product.category,
        condition: product.condition,
        images: product.images.map(demoImagePath),
        specifications: product.specifications,
        createdAt: new Date(now.getTime() + catalogue.length - index),
      },
    ];
  });
  return insertProducts(db, products);
}
