export type { ProductFormProps, ProductFormValues, ProductImageUploads } from './product-form';
export { ProductForm } from './product-form';
