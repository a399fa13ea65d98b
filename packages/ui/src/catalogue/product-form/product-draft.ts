import type { ProductCategory, ProductCondition } from '../../views/product-view';
import type { ProductFormValues } from './types';

/** An image typed as a web address. */
export interface UrlImageRow {
  key: number;
  kind: 'url';
  url: string;
}

/** An image the server already stores (`/api/images/{name}`): shown, kept, moved or removed, not edited. */
export interface StoredImageRow {
  key: number;
  kind: 'stored';
  url: string;
}

/** A file chosen on this device, to upload once the product is saved. */
export interface FileImageRow {
  key: number;
  kind: 'file';
  file: File;
  /** Waiting for the save, being sent, or refused by the server (`problem` says why). */
  status: 'ready' | 'uploading' | 'failed';
  problem?: string;
}

export type ImageRow = UrlImageRow | StoredImageRow | FileImageRow;

export interface SpecRow {
  key: number;
  name: string;
  value: string;
}

/** The product as the form holds it while the user types: raw text, and rows keyed for React. */
export interface ProductDraft {
  name: string;
  description: string;
  price: string;
  category: ProductCategory;
  condition: ProductCondition;
  images: ImageRow[];
  specs: SpecRow[];
}

// Controls are found by their `name` to move the focus to the first problem.
export const imageControl = (row: ImageRow) => `image-${row.key}`;
export const specNameControl = (row: SpecRow) => `spec-name-${row.key}`;
export const specValueControl = (row: SpecRow) => `spec-value-${row.key}`;

/** Root-relative paths of images the server stores, as the contract's ProductImageUrl allows them. */
export const STORED_IMAGE = /^\/api\/images\/[a-z0-9-]{1,80}\.(png|jpg|webp)$/;

/** The draft the form starts from: `initial`, else an empty ROBOT in NEW condition; `newKey` keys the rows. */
export function draftOf(initial: Partial<ProductFormValues>, newKey: () => number): ProductDraft {
  return {
    name: initial.name ?? '',
    description: initial.description ?? '',
    price: initial.price ?? '',
    category: initial.category ?? 'ROBOT',
    condition: initial.condition ?? 'NEW',
    images: (initial.images ?? []).map((url) => ({
      key: newKey(),
      kind: STORED_IMAGE.test(url) ? 'stored' : 'url',
      url,
    })),
    specs: Object.entries(initial.specifications ?? {}).map(([name, value]) => ({
      key: newKey(),
      name,
      value,
    })),
  };
}
