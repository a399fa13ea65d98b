import { Badge, Box, Flex, Heading, Select, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { formatShortDate } from '../../internal/format';
import { SectionError, SectionLoading } from '../../internal/section-states';
import { SimpleTable, Td, Th } from '../../internal/simple-table';
import {
  CATEGORY_COLORS,
  categoryLabel,
  conditionLabel,
  PRODUCT_CATEGORIES,
  PRODUCT_CONDITIONS,
  type ProductCategory,
  type ProductCondition,
  type ProductView,
} from '../../views/product-view';

export interface ProductInventoryProps {
  /** Loading shows 'Loading your products...'; error shows `error` with Try Again. */
  status: 'loading' | 'error' | 'ready';
  /** The seller's products. */
  products: readonly ProductView[];
  /** The failure's message when `status` is error. */
  error?: string;
  /** Try Again after a failure. */
  onRetry?: () => void;
  /** Level of the 'Inventory' heading; defaults to 2. */
  headingLevel?: 1 | 2 | 3;
  /** Where the filter selects are portalled (a shadow root's node for widgets). */
  container?: HTMLElement | null;
}

const ALL = 'all';
const THUMB = 40;

type Filter<Value> = Value | typeof ALL;

const categoryFilter = (value: string): Filter<ProductCategory> =>
  PRODUCT_CATEGORIES.find((entry) => entry.value === value)?.value ?? ALL;
const conditionFilter = (value: string): Filter<ProductCondition> =>
  PRODUCT_CONDITIONS.find((entry) => entry.value === value)?.value ?? ALL;

/**
 * A seller's inventory as a table (image, title, category, condition, created, updated, number of images),
 * filtered by category and condition on the page.
 */
export function ProductInventory({
  status,
  products,
  error = 'Failed to load products',
  onRetry,
  headingLevel = 2,
  container,
}: ProductInventoryProps) {
  const id = useId();
  const [category, setCategory] = useState<Filter<ProductCategory>>(ALL);
  const [condition, setCondition] = useState<Filter<ProductCondition>>(ALL);
  const shown = products.filter(
    (product) =>
      (category === ALL || product.category === category) &&
      (condition === ALL || product.condition === condition),
  );
  const heading = (
    <Heading as={`h${headingLevel}`} size="5" id={`${id}-heading`}>
      Inventory
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
  return (
    <Flex direction="column" gap="3">
      {heading}
      {products.length === 0 ? (
        <EmptyState title="No products yet" text="Products you add appear here." />
      ) : (
        <>
          <Flex gap="3" wrap="wrap" align="end">
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="medium" id={`${id}-category`}>
                Category
              </Text>
              <Select.Root value={category} onValueChange={(value) => setCategory(categoryFilter(value))}>
                <Select.Trigger aria-labelledby={`${id}-category`} />
                <Select.Content container={container ?? undefined}>
                  <Select.Item value={ALL}>All categories</Select.Item>
                  {PRODUCT_CATEGORIES.map((entry) => (
                    <Select.Item key={entry.value} value={entry.value}>
                      {entry.label}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="medium" id={`${id}-condition`}>
                Condition
              </Text>
              <Select.Root value={condition} onValueChange={(value) => setCondition(conditionFilter(value))}>
                <Select.Trigger aria-labelledby={`${id}-condition`} />
                <Select.Content container={container ?? undefined}>
                  <Select.Item value={ALL}>All conditions</Select.Item>
                  {PRODUCT_CONDITIONS.map((entry) => (
                    <Select.Item key={entry.value} value={entry.value}>
                      {entry.label}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
            <Text size="2" color="gray" role="status">
              {shown.length === products.length
                ? `${products.length} products`
                : `${shown.length} of ${products.length} products`}
            </Text>
          </Flex>
          <SimpleTable caption="Inventory">
            <thead>
              <tr>
                <Th>Image</Th>
                <Th>Title</Th>
                <Th>Category</Th>
                <Th>Condition</Th>
                <Th>Created</Th>
                <Th>Updated</Th>
                <Th>Images</Th>
              </tr>
            </thead>
            <tbody>
              {shown.map((product) => (
                <tr key={product.id}>
                  <Td>
                    {product.images[0] ? (
                      <img
                        src={product.images[0]}
                        alt={product.name}
                        width={THUMB}
                        height={THUMB}
                        style={{ objectFit: 'cover', borderRadius: 'var(--radius-2)', display: 'block' }}
                      />
                    ) : (
                      <Text size="1" color="gray">
                        None
                      </Text>
                    )}
                  </Td>
                  <Th scope="row">{product.name}</Th>
                  <Td>
                    <Badge color={CATEGORY_COLORS[product.category]} highContrast>
                      {categoryLabel(product.category)}
                    </Badge>
                  </Td>
                  <Td>{conditionLabel(product.condition)}</Td>
                  <Td>{product.created_at ? formatShortDate(product.created_at) : '—'}</Td>
                  <Td>{product.updated_at ? formatShortDate(product.updated_at) : '—'}</Td>
                  <Td>{product.images.length}</Td>
                </tr>
              ))}
            </tbody>
          </SimpleTable>
          {shown.length === 0 && (
            <Text size="2" color="gray">
              No products match these filters.
            </Text>
          )}
        </>
      )}
    </Flex>
  );
}
