import { Box, Button, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { isPriceInput, normalisePrice, PRICE_PROBLEM } from '../../internal/price-input';
import { SectionError, SectionLoading } from '../../internal/section-states';
import { SimpleTable, Td, Th } from '../../internal/simple-table';
import { describeFailure } from '../../primitives/describe-failure';
import { formatPrice } from '../../primitives/price-text';
import type { ProductView } from '../../views/product-view';

export interface ProductPricingProps {
  /** Loading shows 'Loading your products...'; error shows `error` with Try Again. */
  status: 'loading' | 'error' | 'ready';
  /** The seller's products. */
  products: readonly ProductView[];
  /** The failure's message when `status` is error. */
  error?: string;
  /** Try Again after a failure. */
  onRetry?: () => void;
  /** Saves one product's new price (two decimals, greater than 0). Reject to show the reason on its row. */
  onSavePrice: (product: ProductView, price: string) => Promise<unknown>;
  /** Level of the 'Pricing' heading; defaults to 2. */
  headingLevel?: 1 | 2 | 3;
}

interface RowState {
  draft: string;
  saving: boolean;
  problem?: string;
  saved?: boolean;
}

/**
 * A seller's prices as a table, each changed in place under the product price rules (digits with at most
 * two decimals, greater than 0) and saved row by row, with the row's own error or confirmation.
 */
export function ProductPricing({
  status,
  products,
  error = 'Failed to load products',
  onRetry,
  onSavePrice,
  headingLevel = 2,
}: ProductPricingProps) {
  const id = useId();
  const [rows, setRows] = useState<Record<string, RowState>>({});
  const heading = (
    <Heading as={`h${headingLevel}`} size="5" id={`${id}-heading`}>
      Pricing
    </Heading>
  );
  if (status === 'loading') {
    return (
      <Box>
        {heading}
        <SectionLoading label="Loading your products..." />
      </Box>
    );
  }
  if (status === 'error') {
    return (
      <Flex direction="column" gap="3">
        {heading}
        <SectionError message={error} onRetry={onRetry} />
      </Flex>
    );
  }

  const rowOf = (product: ProductView): RowState =>
    rows[product.id] ?? { draft: product.price, saving: false };
  const setRow = (productId: string, change: RowState) =>
    setRows((previous) => ({ ...previous, [productId]: change }));

  async function save(product: ProductView) {
    const row = rowOf(product);
    const price = normalisePrice(row.draft);
    if (price === null) {
      setRow(product.id, { ...row, problem: PRICE_PROBLEM, saved: false });
      return;
    }
    setRow(product.id, { draft: price, saving: true });
    try {
      await onSavePrice(product, price);
      setRow(product.id, { draft: price, saving: false, saved: true });
    } catch (reason) {
      const message = describeFailure(reason, 'Failed to save the price').message;
      setRow(product.id, { draft: price, saving: false, problem: message });
    }
  }

  return (
    <Flex direction="column" gap="3">
      {heading}
      {products.length === 0 ? (
        <EmptyState title="No products yet" text="Products you add appear here." />
      ) : (
        <SimpleTable caption="Pricing" className="rm-PricingTable">
          <thead>
            <tr>
              <Th>Title</Th>
              <Th>Current price</Th>
              <Th>New price</Th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => {
              const row = rowOf(product);
              const problemId = `${id}-${product.id}-problem`;
              const savedId = `${id}-${product.id}-saved`;
              return (
                <tr key={product.id}>
                  <Th scope="row">{product.name}</Th>
                  <Td nowrap>{formatPrice(product.price, product.currency)}</Td>
                  <Td>
                    <Flex direction="column" gap="1">
                      {/* The field and Save side by side, Save under the field where the row is narrow (a phone). */}
                      <Flex gap="2" wrap="wrap" align="center">
                        <TextField.Root
                          style={{ flex: '1 1 8rem', minWidth: '8rem' }}
                          aria-label={`Price of ${product.name}`}
                          inputMode="decimal"
                          autoComplete="off"
                          value={row.draft}
                          aria-invalid={row.problem ? true : undefined}
                          aria-describedby={row.problem ? problemId : row.saved ? savedId : undefined}
                          onChange={(event) => {
                            const value = event.target.value;
                            if (isPriceInput(value)) setRow(product.id, { draft: value, saving: false });
                          }}
                          onKeyDown={(event) => {
                            if (event.key === 'Enter') void save(product);
                          }}
                        >
                          <TextField.Slot side="right">
                            <Text size="1" color="gray">
                              {product.currency}
                            </Text>
                          </TextField.Slot>
                        </TextField.Root>
                        <Button
                          size="1"
                          variant="soft"
                          aria-label={`Save price of ${product.name}`}
                          disabled={row.saving || row.draft === product.price}
                          onClick={() => void save(product)}
                        >
                          {row.saving ? 'Saving...' : 'Save'}
                        </Button>
                      </Flex>
                      {row.problem && (
                        <Text id={problemId} size="1" color="red" role="alert">
                          {row.problem}
                        </Text>
                      )}
                      {row.saved && !row.problem && (
                        <Text id={savedId} size="1" color="green" highContrast role="status">
                          Saved
                        </Text>
                      )}
                    </Flex>
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </SimpleTable>
      )}
    </Flex>
  );
}
