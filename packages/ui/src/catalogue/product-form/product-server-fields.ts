import type { ServerField } from '../../internal/dialog-form';
import { imageControl, type ProductDraft, specValueControl } from './product-draft';
import { type CheckedProduct, imageLabel } from './product-validation';

// The contract's CreateProductRequest and UpdateProductRequest name the top-level fields as the form does.
const TOP_LEVEL: Readonly<Record<string, ServerField<string>>> = {
  name: { name: 'name', label: 'Title' },
  description: { name: 'description', label: 'Description' },
  price: { name: 'price', label: 'Price' },
};

/** What was sent: the draft as it was then, and what the check made of it. */
export interface SentProduct {
  draft: ProductDraft;
  checked: CheckedProduct;
}

/**
 * The control for a field path the server names in a 400 (`name`, `images/1`, `specifications/Weight`),
 * given what was sent: `images/1` is the second image sent, so the row it came from, whatever empty rows
 * were left out, named as the screen numbers it ("Image 3"); a specification's value by its name.
 */
export function productServerField(field: string, sent: SentProduct | null): ServerField<string> | undefined {
  if (Object.hasOwn(TOP_LEVEL, field)) return TOP_LEVEL[field];
  if (!sent) return undefined;
  const image = /^images\/(\d+)$/.exec(field);
  if (image) {
    const found = sent.checked.imageRows[Number(image[1])];
    return found && { name: imageControl(found.row), label: imageLabel(found.index) };
  }
  const spec = /^specifications\/(.+)$/.exec(field);
  if (spec) {
    const row = sent.draft.specs.find((candidate) => candidate.name.trim() === spec[1]);
    return row && { name: specValueControl(row), label: 'Value' };
  }
  return undefined;
}
