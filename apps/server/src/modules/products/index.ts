// The products module's only door: its operations and start for app.ts, and the services other parts may call.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './handlers.ts';
import { getProductImage, uploadProductImage } from './image-handlers.ts';
import { type PageCache, startListCache } from './list-cache.ts';
import { productPageHead } from './page-head.ts';
import { listSellers } from './sellers.ts';

export { insertProducts } from './batch-insert.ts';
export { lockProduct } from './repository.ts';

declare module '../../plugins/openapi/operation.ts' {
  interface ModuleServices {
    products: {
      /** The product list's pages kept by this process, emptied by every catalogue change. */
      lists: PageCache;
      /** The folder uploaded product images are stored in (created on first use). */
      imagesDir: string;
    };
  }
  interface ModuleOptions {
    /**
     * The folder uploaded product images are stored in (`IMAGES_DIR`, by default `images` inside `DATA_DIR`).
     * Without one, a new folder under the system's temporary folder (tests).
     */
    imagesDir?: string;
  }
}

/** The catalogue (contract tag `products`). */
export const productsModule: ServerModule<'products'> = {
  name: 'products',
  tables: ['products', 'product_views'],
  operations: {
    listSellers,
    listProducts,
    createProduct,
    getProduct,
    updateProduct,
    deleteProduct,
    uploadProductImage,
    getProductImage,
  },
  rateLimits: {
    /**
     * Catalogue reads without credentials (visitors' browsing, ADR 0103) per client address per minute: a
     * person browsing stays far below it; copying the whole catalogue page by page does not.
     */
    catalogueGuest: { limit: 300, windowMs: 60_000 },
  },
  // The head of /product/{id} written into the app's HTML for search engines and link previews.
  pageHead: productPageHead,
  start: ({ db, now, log, options }) => {
    // List pages kept until a catalogue change is heard (`list-cache.ts`).
    const lists = startListCache(db, now, log);
    return {
      services: {
        lists: lists.cache,
        imagesDir: options.imagesDir ?? join(tmpdir(), `robomarket-images-${randomUUID()}`),
      },
      stop: lists.stop,
    };
  },
};
