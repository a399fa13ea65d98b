// The products module's only door: its operations for app.ts, and the services other parts may call.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './handlers.ts';
import { getProductImage, uploadProductImage } from './image-handlers.ts';

export { type DemoSellerKey, seedDemoProducts } from './demo-products.ts';
export { startListCache } from './list-cache.ts';
export { lockProduct } from './repository.ts';

/** The catalogue (contract tag `products`). */
export const productsModule: ServerModule = {
  name: 'products',
  tables: ['products', 'product_views'],
  operations: {
    listProducts,
    createProduct,
    getProduct,
    updateProduct,
    deleteProduct,
    uploadProductImage,
    getProductImage,
  },
};
