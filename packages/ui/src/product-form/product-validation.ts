import { createProductRequestLimits as LIMITS } from '@robomarket/api-client/limits';
import { limitProblem } from '../internal/field-limits';
import { imageControl, type ProductDraft, specNameControl, specValueControl } from './product-draft';
import type { ProductFormValues } from './product-form';

export const PRICE_PROBLEM = 'Please enter a valid price greater than 0';
export const IMAGE_URL_PROBLEM = 'Please enter a valid image URL starting with https://';

// What the price field lets through while typing or pasting: digits, one point, at most two decimals,
// and no more integer digits than the contract's Money holds.
const PRICE_INPUT = /^\d{0,13}(?:\.\d{0,2})?$/;

/** Whether `value` may stand in the price field: digits with an optional point and at most two decimals. */
export function isPriceInput(value: string): boolean {
  return PRICE_INPUT.test(value);
}

/**
 * The price as the contract wants it ("12" → "12.00", "12.5" → "12.50", ".5" → "0.50"), or null when it
 * is not a number greater than 0. Works on the digits, never through floating point.
 */
export function normalisePrice(value: string): string | null {
  const trimmed = value.trim();
  if (!isPriceInput(trimmed) || !/\d/.test(trimmed)) return null;
  const [whole = '', fraction = ''] = trimmed.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  const normalised = `${integer}.${fraction.padEnd(2, '0')}`;
  // Greater than 0: some digit other than zero.
  return /[1-9]/.test(normalised) ? normalised : null;
}

/** An absolute web address, or an image embedded as a data: URL; not a bare file name. */
export function isImageUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:' || /^data:image\//i.test(value);
}

/** What the user's draft says about the product: the values to submit, or the problems keyed by control. */
export interface CheckedProduct {
  values: ProductFormValues;
  problems: Record<string, string | undefined>;
  /** Every control's name in screen order, to focus the first with a problem. */
  order: { name: string }[];
}

/** Checks a draft: title, description and price required; image URLs and specification names valid. */
export function checkProduct(draft: ProductDraft): CheckedProduct {
  const problems: CheckedProduct['problems'] = {};
  const order: CheckedProduct['order'] = [{ name: 'name' }, { name: 'description' }, { name: 'price' }];
  const name = draft.name.trim();
  const description = draft.description.trim();
  // The contract's limits are checked here too, so nothing is sent that the server would refuse.
  problems.name = name ? limitProblem('Title', name, LIMITS.name) : 'Title is required';
  problems.description = description
    ? limitProblem('Description', description, LIMITS.description)
    : 'Description is required';
  const price = normalisePrice(draft.price);
  if (price === null) problems.price = PRICE_PROBLEM;

  const images: string[] = [];
  for (const row of draft.images) {
    order.push({ name: imageControl(row) });
    const url = row.url.trim();
    if (!url) continue;
    if (!isImageUrl(url)) problems[imageControl(row)] = IMAGE_URL_PROBLEM;
    else {
      // The contract's length limit is for web addresses; an embedded data: image is judged by the server.
      const tooLong = /^https?:/i.test(url) ? limitProblem('Image URL', url, LIMITS.images.items) : undefined;
      if (tooLong) problems[imageControl(row)] = tooLong;
      else images.push(url);
    }
  }

  const specifications: Record<string, string> = {};
  for (const row of draft.specs) {
    order.push({ name: specNameControl(row) }, { name: specValueControl(row) });
    const specName = row.name.trim();
    const value = row.value.trim();
    if (!specName && !value) continue;
    const nameTooLong = limitProblem('Specification name', specName, LIMITS.specifications.keys);
    const valueTooLong = limitProblem('Value', value, LIMITS.specifications.values);
    if (!specName) problems[specNameControl(row)] = 'Specification name is required';
    else if (nameTooLong) problems[specNameControl(row)] = nameTooLong;
    else if (Object.hasOwn(specifications, specName)) {
      problems[specNameControl(row)] = 'This specification name is already used';
    } else if (valueTooLong) problems[specValueControl(row)] = valueTooLong;
    else specifications[specName] = value;
  }

  const { category, condition } = draft;
  return {
    values: { name, description, price: price ?? '', category, condition, images, specifications },
    problems,
    order,
  };
}
