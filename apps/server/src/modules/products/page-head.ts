import type { PageHeadContext } from '../../plugins/openapi/operation.ts';
import type { PageHead } from '../../plugins/page-head.ts';
import { findProduct } from './repository.ts';

/** The app's product page: /product/{id} (apps/reference/src/app/routes.ts). */
const productPage = /^\/product\/([^/]+)\/?$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The head of a product's page (ADR 0103): its name as the title, its description, its cover image as the
 * preview, its canonical address. Null for an address that names no product (an id that is not a UUID, or
 * no product by it); undefined for every other path.
 */
export async function productPageHead(
  path: string,
  { db }: PageHeadContext,
): Promise<PageHead | null | undefined> {
  const match = productPage.exec(path);
  if (match === null) return undefined;
  const id = match[1] ?? '';
  if (!uuid.test(id)) return null;
  const product = await findProduct(db, id.toLowerCase());
  if (product === undefined) return null;
  return {
    title: `${product.name} · RoboMarket`,
    description: product.description,
    path: `/product/${product.id}`,
    image: product.images[0],
  };
}
