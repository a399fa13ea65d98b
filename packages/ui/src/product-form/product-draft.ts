import type { ProductCategory, ProductCondition } from '../product-card/product-view';
import type { ProductFormValues } from './product-form';

export interface ImageRow {
  key: number;
  url: string;
}

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

/** The draft the form starts from: `initial`, else an empty ROBOT in NEW condition; `newKey` keys the rows. */
export function draftOf(initial: Partial<ProductFormValues>, newKey: () => number): ProductDraft {
  return {
    name: initial.name ?? '',
    description: initial.description ?? '',
    price: initial.price ?? '',
    category: initial.category ?? 'ROBOT',
    condition: initial.condition ?? 'NEW',
    images: (initial.images ?? []).map((url) => ({ key: newKey(), url })),
    specs: Object.entries(initial.specifications ?? {}).map(([name, value]) => ({
      key: newKey(),
      name,
      value,
    })),
  };
}
