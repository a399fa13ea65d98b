import { LockClosedIcon, Pencil1Icon, PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import { AlertDialog, Button, Callout, Card, Flex, Heading, VisuallyHidden } from '@radix-ui/themes';
import { type ReactElement, type ReactNode, useId, useState } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { LoadError } from '../../internal/load-error';
import { plainLink } from '../../internal/plain-link';
import { LoadingGrid, ProductGrid } from '../../internal/product-grid';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import { PriceText } from '../../primitives/price-text';
import type { ProductLink, ProductView } from '../../views/product-view';
import { ProductCardBody } from '../product-card';
import { ProductForm, type ProductFormValues } from '../product-form';
import type { ProductListStatus } from '../product-list';

export interface MyProductsProps {
  /** The dealer's own products, shown once `status` is 'ready'; none or an empty array shows 'No products yet'. */
  products?: ReadonlyArray<ProductView>;
  /** Loading shows skeleton cards, error shows `error` with 'Try Again', ready shows the products. */
  status: ProductListStatus;
  /** Why loading failed; 'Failed to load products' when empty. */
  error?: string;
  /** Called by 'Try Again' after a failure. */
  onRetry: () => void;
  /** Creates a product from the form. Reject with an `Error` to show its message and keep the form open. */
  onCreate: (values: ProductFormValues) => Promise<unknown>;
  /** Saves the edited product. Reject with an `Error` to show its message and keep the form open. */
  onUpdate: (product: ProductView, values: ProductFormValues) => Promise<unknown>;
  /** Deletes the product once the user confirms. Reject to show the failure ('Failed to delete product'). */
  onDelete: (product: ProductView) => Promise<unknown>;
  /** Renders the link on each product's name; see ProductCard. Defaults to a plain `<a href>`. */
  renderLink?: (link: ProductLink) => ReactElement;
  /** Where the dialogs are portalled; pass a node inside a shadow root to keep the widget's styles. */
  container?: HTMLElement | null;
  /** Level of the section's heading: 1 when it is the page, 2 under a page heading. Product names sit one below. */
  headingLevel?: 1 | 2;
  /**
   * The viewer may not change the products (a business member without the SALES role): no Add, Edit or
   * Delete, and a note saying why.
   */
  readOnly?: boolean;
  /** Whether 'Add New Product' is offered (true by default; never when `readOnly`). */
  canAdd?: boolean;
}

/** The note of a read-only list. */
export const READ_ONLY_PRODUCTS_NOTE =
  "You can see your business's products. Changing them needs the SALES role: ask an ADMIN of your business.";

const FALLBACK_LOAD_ERROR = 'Failed to load products';
const FALLBACK_DELETE_ERROR = 'Failed to delete product';

/** A dealer's product management on the Home screen (product-spec §2 My Products): add, edit, delete. */
export function MyProducts({
  products = [],
  status,
  error,
  onRetry,
  onCreate,
  onUpdate,
  onDelete,
  renderLink = plainLink,
  container,
  headingLevel = 1,
  readOnly = false,
  canAdd = true,
}: MyProductsProps) {
  const titleId = useId();
  let body: ReactNode;
  if (status === 'loading') {
    body = <LoadingGrid label="Loading your products..." />;
  } else if (status === 'error') {
    body = <LoadError message={error?.trim() || FALLBACK_LOAD_ERROR} onRetry={onRetry} />;
  } else if (products.length === 0) {
    body = (
      <EmptyState
        title="No products yet"
        text={
          readOnly
            ? "Your business's products will appear here."
            : 'Add your first product to start selling on RoboMarket.'
        }
      />
    );
  } else {
    body = (
      <ProductGrid>
        {products.map((product) => (
          <li key={product.id}>
            <OwnProductCard
              product={product}
              readOnly={readOnly}
              onUpdate={onUpdate}
              onDelete={onDelete}
              renderLink={renderLink}
              container={container}
              headingAs={headingLevel === 1 ? 'h2' : 'h3'}
            />
          </li>
        ))}
      </ProductGrid>
    );
  }

  return (
    <Flex direction="column" gap="5" asChild>
      <section aria-labelledby={titleId} aria-busy={status === 'loading'}>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as={headingLevel === 1 ? 'h1' : 'h2'} size="7" id={titleId}>
            My Products
          </Heading>
          {!readOnly && canAdd && (
            <ProductForm
              mode="create"
              trigger={
                <Button>
                  <PlusIcon aria-hidden />
                  Add New Product
                </Button>
              }
              onSubmit={onCreate}
              container={container}
            />
          )}
        </Flex>
        {readOnly && (
          <Callout.Root color="gray" size="1">
            <Callout.Icon>
              <LockClosedIcon aria-hidden />
            </Callout.Icon>
            <Callout.Text>{READ_ONLY_PRODUCTS_NOTE}</Callout.Text>
          </Callout.Root>
        )}
        {body}
      </section>
    </Flex>
  );
}

interface OwnProductCardProps {
  product: ProductView;
  readOnly: boolean;
  onUpdate: MyProductsProps['onUpdate'];
  onDelete: MyProductsProps['onDelete'];
  renderLink: NonNullable<MyProductsProps['renderLink']>;
  container: MyProductsProps['container'];
  headingAs: 'h2' | 'h3';
}

function OwnProductCard({
  product,
  readOnly,
  onUpdate,
  onDelete,
  renderLink,
  container,
  headingAs,
}: OwnProductCardProps) {
  const nameId = useId();
  return (
    <Card size="2" asChild style={{ height: '100%' }}>
      <article aria-labelledby={nameId} className="rm-RevealOnFocus">
        <ProductCardBody
          product={product}
          renderLink={renderLink}
          headingAs={headingAs}
          nameId={nameId}
          imageRatio={16 / 9}
          descriptionLines={2}
        >
          <PriceText price={product.price} currency={product.currency} size="4" />
          {!readOnly && (
            <Flex gap="2" mt="auto" pt="2" justify="end">
              <ProductForm
                mode="edit"
                trigger={
                  <Button variant="soft">
                    <Pencil1Icon aria-hidden />
                    Edit<VisuallyHidden> {product.name}</VisuallyHidden>
                  </Button>
                }
                initialValues={{
                  name: product.name,
                  description: product.description,
                  price: product.price,
                  category: product.category,
                  condition: product.condition,
                  images: product.images,
                  specifications: product.specifications,
                }}
                currency={product.currency}
                onSubmit={(values) => onUpdate(product, values)}
                container={container}
              />
              <DeleteProductButton product={product} onDelete={onDelete} container={container} />
            </Flex>
          )}
        </ProductCardBody>
      </article>
    </Card>
  );
}

interface DeleteProductButtonProps {
  product: ProductView;
  onDelete: MyProductsProps['onDelete'];
  container: MyProductsProps['container'];
}

/** 'Delete', then a confirmation; the dialog stays open, with the failure, until the delete succeeds. */
function DeleteProductButton({ product, onDelete, container }: DeleteProductButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger>
        <Button variant="soft" color="red">
          <TrashIcon aria-hidden />
          Delete<VisuallyHidden> {product.name}</VisuallyHidden>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content container={container} maxWidth="440px">
        <AlertDialog.Title>Delete product?</AlertDialog.Title>
        {/* Inside Content so that each opening starts without the last failure. */}
        <DeleteConfirmation product={product} onDelete={onDelete} onDeleted={() => setOpen(false)} />
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

interface DeleteConfirmationProps {
  product: ProductView;
  onDelete: MyProductsProps['onDelete'];
  onDeleted: () => void;
}

function DeleteConfirmation({ product, onDelete, onDeleted }: DeleteConfirmationProps) {
  const { busy, error, run } = useAsyncSubmit({ fallbackError: FALLBACK_DELETE_ERROR });
  return (
    <Flex direction="column" gap="4">
      <AlertDialog.Description size="2">
        “{product.name}” will be removed from the marketplace. This cannot be undone.
      </AlertDialog.Description>
      {error && <FormErrorCallout message={error} />}
      <Flex gap="3" justify="end">
        <AlertDialog.Cancel>
          <Button variant="soft" color="gray" disabled={busy}>
            Cancel
          </Button>
        </AlertDialog.Cancel>
        {/* Not AlertDialog.Action: that would close the dialog before the delete is known to have worked. */}
        {/* White on solid red falls short of WCAG AA contrast; high contrast passes. */}
        <Button
          color="red"
          highContrast
          disabled={busy}
          onClick={async () => {
            if (await run(() => onDelete(product))) onDeleted();
          }}
        >
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </Flex>
    </Flex>
  );
}
