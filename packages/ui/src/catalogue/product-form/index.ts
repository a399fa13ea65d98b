export { ProductForm } from './product-form';
export type { ProductFormProps, ProductFormValues, ProductImageUploads } from './types';
