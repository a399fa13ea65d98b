import { Button, Flex } from '@radix-ui/themes';
import { useListProducts } from '@robomarket/api-client/react';
import { ProductInventory, ProductPricing, type ProductView } from '@robomarket/ui';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { failureText } from '../../../../lib/failure-text';
import { useUpdateProductAndRefresh } from '../../api/product-mutations';
import { MyProductsManager, type ProductsOwner } from '../my-products-manager';

/** The three views of /business/products, each at its own address. */
const VIEWS = [
  { key: 'catalog', label: 'Catalog', to: '/business/products/catalog' },
  { key: 'inventory', label: 'Inventory', to: '/business/products/inventory' },
  { key: 'pricing', label: 'Pricing', to: '/business/products/pricing' },
] as const;

type ViewKey = (typeof VIEWS)[number]['key'];

/** Which view an address shows: /business/products itself is the catalog. */
export function viewOf(pathname: string): ViewKey {
  return VIEWS.find((view) => pathname.replace(/\/+$/, '') === view.to)?.key ?? 'catalog';
}

// The contract's largest page: a seller's whole range usually arrives in one request.
const PAGE_SIZE = 100;

/** The seller's products for the tables, every page fetched in turn. */
function useOwnProducts(owner: ProductsOwner) {
  const query = useListProducts({ ...owner, limit: PAGE_SIZE });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return {
    status: query.isPending ? 'loading' : query.isError && !query.data ? 'error' : 'ready',
    products: query.data?.pages.flatMap((page) => page.products) ?? [],
    error: failureText(query.error, 'Failed to load products'),
    retry: () => void query.refetch(),
  } as const;
}

function InventoryView({ owner }: { owner: ProductsOwner }) {
  const own = useOwnProducts(owner);
  return (
    <ProductInventory
      headingLevel={1}
      status={own.status}
      products={own.products}
      error={own.error}
      onRetry={own.retry}
    />
  );
}

function PricingView({ owner }: { owner: ProductsOwner }) {
  const own = useOwnProducts(owner);
  const update = useUpdateProductAndRefresh();
  return (
    <ProductPricing
      headingLevel={1}
      status={own.status}
      products={own.products}
      error={own.error}
      onRetry={own.retry}
      onSavePrice={(product: ProductView, price: string) =>
        update.mutateAsync({ id: product.id, body: { price } })
      }
    />
  );
}

export interface SellerProductsProps {
  /** Whose products: the business the user acts for (ADR 0090), else the signed-in seller's own. */
  owner: ProductsOwner;
  /** The user may look but not change them (a member without SALES); a forced change shows the 403. */
  readOnly?: boolean;
  /** Whether the user may list new products (a seller account acting with SALES). */
  canAdd?: boolean;
}

/**
 * A seller's /business/products (its business's, whoever created them): tabs for the catalog (My Products, where products and their images are
 * added and edited), the inventory table and the pricing table, each tab a link to its own address.
 */
export function SellerProducts({ owner, readOnly = false, canAdd = true }: SellerProductsProps) {
  const { pathname } = useLocation();
  const current = viewOf(pathname);
  return (
    <Flex direction="column" gap="4">
      {/* Links styled as buttons: Radix's TabNav would add its rules to the stylesheet every page downloads. */}
      <nav aria-label="Product views">
        <Flex gap="2" wrap="wrap">
          {VIEWS.map((view) => (
            <Button key={view.key} asChild variant={view.key === current ? 'solid' : 'soft'}>
              <Link to={view.to} aria-current={view.key === current ? 'page' : undefined}>
                {view.label}
              </Link>
            </Button>
          ))}
        </Flex>
      </nav>
      {current === 'catalog' && <MyProductsManager owner={owner} readOnly={readOnly} canAdd={canAdd} />}
      {current === 'inventory' && <InventoryView owner={owner} />}
      {current === 'pricing' && <PricingView owner={owner} />}
    </Flex>
  );
}
