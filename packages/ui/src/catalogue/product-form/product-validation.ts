import { createProductRequestLimits as LIMITS } from '@robomarket/api-client/limits';
import { limitProblem } from '../../internal/field-limits';
import { normalisePrice, PRICE_PROBLEM } from '../../internal/price-input';
import {
  type FileImageRow,
  type ImageRow,
  imageControl,
  type ProductDraft,
  specNameControl,
  specValueControl,
} from './product-draft';
import type { ProductFormValues } from './types';

/** What follows an image's name when its URL is not one the contract's HttpUrl takes. */
export const IMAGE_URL_PROBLEM = 'must be a web address starting with https://';

/** How the form and its problems name the image in row `index` (from 0): "Image 1". */
export const imageLabel = (index: number) => `Image ${index + 1}`;

// The contract's HttpUrl: an absolute http: or https: URL with a host, lower-case scheme, no spaces.
const HTTP_URL = new RegExp(LIMITS.images.items.pattern, 'u');

/**
 * The image URL as the contract's HttpUrl takes it (an upper-case "HTTPS://" scheme made lower-case), or
 * null when it is not an absolute http: or https: web address: data:, javascript:, file: and relative
 * addresses are refused, as the server would refuse them.
 */
export function imageUrlOf(value: string): string | null {
  const url = value.trim().replace(/^https?:\/\//i, (scheme) => scheme.toLowerCase());
  return HTTP_URL.test(url) && URL.canParse(url) ? url : null;
}

/** What the user's draft says about the product: the values to submit, or the problems keyed by control. */
export interface CheckedProduct {
  values: ProductFormValues;
  problems: Record<string, string | undefined>;
  /** Every control's name in screen order, to focus the first with a problem. */
  order: { name: string }[];
  /** For each of `values.images`, the row it came from and that row's place on screen (from 0). */
  imageRows: { row: ImageRow; index: number }[];
  /** The chosen files still to upload, in screen order. */
  files: FileImageRow[];
  /** Every image in screen order: a string for one of `values.images`, a File for one to upload. */
  sequence: (string | File)[];
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
  const imageRows: CheckedProduct['imageRows'] = [];
  const files: FileImageRow[] = [];
  const sequence: (string | File)[] = [];
  draft.images.forEach((row, index) => {
    order.push({ name: imageControl(row) });
    if (row.kind === 'file') {
      files.push(row);
      sequence.push(row.file);
      return;
    }
    if (row.kind === 'stored') {
      images.push(row.url);
      imageRows.push({ row, index });
      sequence.push(row.url);
      return;
    }
    const typed = row.url.trim();
    if (!typed) return;
    const url = imageUrlOf(typed);
    const label = imageLabel(index);
    const tooLong = limitProblem(label, typed, { maxLength: LIMITS.images.items.maxLength });
    if (tooLong) problems[imageControl(row)] = tooLong;
    else if (url === null) problems[imageControl(row)] = `${label} ${IMAGE_URL_PROBLEM}`;
    else {
      images.push(url);
      imageRows.push({ row, index });
      sequence.push(url);
    }
  });

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
    imageRows,
    files,
    sequence,
  };
}
