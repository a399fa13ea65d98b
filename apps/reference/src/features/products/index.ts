// The products feature's public surface: routes import from here, never from its folders.
export { useCreateProduct } from './api/create-product';
export { useDeleteProduct } from './api/delete-product';
export { useProduct } from './api/get-product';
export { useProducts } from './api/list-products';
export type { Product, ProductFilters } from './api/product-keys';
export { useUpdateProduct } from './api/update-product';
export { Catalogue } from './components/catalogue';
export { MyProductsManager, type MyProductsManagerProps } from './components/my-products-manager';
export { ProductPage, type ProductPageProps } from './components/product-page';
export { ProductsScreen, type ProductsScreenProps } from './components/products-screen';
export { isSellerRole, SELLER_ROLES } from './lib/seller-roles';
