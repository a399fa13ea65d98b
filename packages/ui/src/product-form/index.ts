export type { ProductFormProps, ProductFormValues } from './product-form';
export { ProductForm } from './product-form';
