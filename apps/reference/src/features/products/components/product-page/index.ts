export { ProductPage, type ProductPageProps } from './product-page';
