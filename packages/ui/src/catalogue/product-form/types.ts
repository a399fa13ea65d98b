// The form's values and props, apart from the components so that its parts (body, draft, checks) can name
// them without importing the form itself.
import type { ReactElement } from 'react';
import type { ProductCategory, ProductCondition } from '../../views/product-view';

/** What the product form submits, shaped like the contract's CreateProductRequest. */
export interface ProductFormValues {
  name: string;
  description: string;
  /** Greater than 0, with exactly two decimals, e.g. "1200.00". */
  price: string;
  category: ProductCategory;
  condition: ProductCondition;
  /** Image URLs in the order given, without empty rows. */
  images: string[];
  /** Name → value, without empty rows. */
  specifications: Record<string, string>;
  /** Image files chosen on this device, to upload once the product is saved; absent when there are none. */
  uploads?: ProductImageUploads;
}

/** Files to upload with a product, in the order the seller put them, and how to report each upload. */
export interface ProductImageUploads {
  /** The files, in screen order. */
  files: File[];
  /** Every image in screen order, the cover first: a string for one of `images`, a File for one to upload. */
  order: (string | File)[];
  /** Report each file's upload so the form shows it: sending, stored (at `url`), or refused with a message. */
  report: {
    start(file: File): void;
    done(file: File, url: string): void;
    fail(file: File, message: string): void;
  };
}

export interface ProductFormProps {
  /** Create shows 'Create New Product' and 'Create Product'; edit shows 'Edit Product' and 'Update Product'. */
  mode: 'create' | 'edit';
  /** Whether the dialog is shown; leave unset to let `trigger` open it. */
  open?: boolean;
  /** Called when the user opens or closes the dialog, and with `false` once `onSubmit` resolves. */
  onOpenChange?: (open: boolean) => void;
  /** A button that opens the dialog and gets the focus back when it closes. */
  trigger?: ReactElement;
  /** The values the form starts from each time it opens (the product being edited). */
  initialValues?: Partial<ProductFormValues>;
  /** ISO 4217 code shown beside the price; defaults to USD. */
  currency?: string;
  /**
   * Saves the product, then uploads `values.uploads` (reporting each through `uploads.report`). Reject with an
   * `Error` to show its message and keep the dialog open with the values.
   */
  onSubmit: (values: ProductFormValues) => Promise<unknown>;
  /** Told the shown message after a failed save. */
  onError?: (message: string) => void;
  /** Where the dialog and the selects are portalled; pass a node inside a shadow root to keep the widget's styles. */
  container?: HTMLElement | null;
}
