// Who an order reaches (issue 25, ADR 0087): a DIRECT_ORDER names its one seller (through a product or by
// id), a CUSTOM_ORDER one or more, an RFP none. The sellers are checked here and invited by the caller in the
// transaction that creates the workflow, so no order exists that no seller can see.
import { type Currency, type RequestType, sellerRoleValues } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import { invalidFields } from '../../lib/input-rules.ts';
import { lockProduct } from '../products/index.ts';

/** What a create-workflow request names. */
export interface OrderSellerChoice {
  requestType: RequestType;
  sellerIds?: readonly string[] | undefined;
  productId?: string | undefined;
}

/** The sellers an order names, checked, and the product's currency when it names a product. */
export interface OrderSellers {
  sellerIds: string[];
  productCurrency?: Currency | undefined;
}

/** The message of a DIRECT_ORDER or CUSTOM_ORDER that names no seller. */
export const chooseSellerMessage = 'Choose a seller for this order';

/** The ids among `ids` of accounts that sell (read through the auth module's published view). */
async function sellingAccounts(db: Queryable, ids: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM user_accounts WHERE id = ANY($1::uuid[]) AND role = ANY($2::text[])',
    [ids, sellerRoleValues],
  );
  return rows.map((row) => row.id);
}

/**
 * The sellers a new workflow of `buyerId` names, or a 400 naming `sellerIds` or `productId`: an order
 * without a seller, a DIRECT_ORDER with several, an RFP naming any, an unknown product, an id that is not a
 * seller's, or the buyer itself. A product is read with a shared lock, so it cannot vanish meanwhile.
 */
export async function orderSellers(
  db: Queryable,
  buyerId: string,
  choice: OrderSellerChoice,
): Promise<OrderSellers> {
  const named = [...(choice.sellerIds ?? [])];
  if (choice.requestType === 'RFP') {
    if (named.length > 0 || choice.productId !== undefined) {
      throw invalidFields('An RFP workflow names no seller: sellers answer its RFP', [
        {
          field: named.length > 0 ? 'sellerIds' : 'productId',
          message: 'must be left out for an RFP workflow',
        },
      ]);
    }
    return { sellerIds: [] };
  }
  let productCurrency: Currency | undefined;
  if (choice.productId !== undefined) {
    if (choice.requestType !== 'DIRECT_ORDER') {
      throw invalidFields('Only a direct order is placed for a product', [
        { field: 'productId', message: 'is only for a DIRECT_ORDER' },
      ]);
    }
    const product = await lockProduct(db, choice.productId);
    if (product === undefined) {
      throw invalidFields('The product was not found', [{ field: 'productId', message: 'is not a product' }]);
    }
    if (named.length > 0 && (named.length > 1 || named[0] !== product.seller_id)) {
      throw invalidFields("A direct order for a product goes to the product's seller", [
        { field: 'sellerIds', message: "must be left out or name the product's seller" },
      ]);
    }
    named.splice(0, named.length, product.seller_id);
    productCurrency = product.currency;
  }
  if (named.length === 0) {
    throw invalidFields(chooseSellerMessage, [
      { field: 'sellerIds', message: 'must name a seller for a DIRECT_ORDER or CUSTOM_ORDER' },
    ]);
  }
  if (choice.requestType === 'DIRECT_ORDER' && named.length > 1) {
    throw invalidFields('A direct order goes to one seller', [
      { field: 'sellerIds', message: 'must name exactly one seller for a DIRECT_ORDER' },
    ]);
  }
  if (named.includes(buyerId)) {
    throw invalidFields('You cannot order from yourself', [
      { field: choice.productId === undefined ? 'sellerIds' : 'productId', message: 'must not be the buyer' },
    ]);
  }
  const sellers = await sellingAccounts(db, named);
  if (sellers.length !== named.length) {
    throw invalidFields('A chosen seller was not found', [
      { field: 'sellerIds', message: 'must list only sellers from the seller directory' },
    ]);
  }
  return { sellerIds: named, productCurrency };
}
