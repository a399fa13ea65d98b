import { Card, Flex, Grid, Heading, Link, Text } from '@radix-ui/themes';
import { productCategoryValues } from '@robomarket/api-client/enums';
import type { ReactElement } from 'react';
import { plainLink } from '../../internal/plain-link';
import { CATEGORY_COLORS, type ProductCategory, type ProductLink } from '../../views/product-view';

/** What each category holds, in a line: the tiles' description. */
const CATEGORY_TILES: Record<ProductCategory, { title: string; description: string }> = {
  ROBOT: { title: 'Robots', description: 'Industrial arms, cobots and autonomous mobile robots.' },
  PART: { title: 'Parts', description: 'Motors, sensors, controllers and spares.' },
  ACCESSORY: { title: 'Accessories', description: 'Grippers, end effectors, chargers and mounts.' },
  SOFTWARE: { title: 'Software', description: 'Fleet management, vision and programming tools.' },
  SERVICE: { title: 'Services', description: 'Installation, training, maintenance and integration.' },
};

export interface CategoryTilesProps {
  /** Where each tile leads, e.g. the browse page filtered to the category. */
  hrefFor: (category: ProductCategory) => string;
  /** How many products each category has, when known; a tile without a count shows only its description. */
  counts?: Partial<Record<ProductCategory, number>>;
  /** Renders each tile's link (it must forward `className` and `ref`); defaults to a plain `<a href>`. */
  renderLink?: (link: ProductLink) => ReactElement;
  /** The heading level of each tile's name, one below the page's heading; defaults to h2. */
  headingAs?: 'h2' | 'h3';
}

const countText = (count: number) =>
  count === 1 ? '1 product' : `${count.toLocaleString('en-US')} products`;

/** Every product category as a tile with its name (a link), what it holds and, when known, how many products. */
export function CategoryTiles({
  hrefFor,
  counts,
  renderLink = plainLink,
  headingAs = 'h2',
}: CategoryTilesProps) {
  return (
    <Grid columns={{ initial: '1', xs: '2', md: '3' }} gap="4" asChild>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {productCategoryValues.map((category) => {
          const tile = CATEGORY_TILES[category];
          const count = counts?.[category];
          return (
            <li key={category}>
              <Card
                size="3"
                style={{ height: '100%', borderTop: `4px solid var(--${CATEGORY_COLORS[category]}-9)` }}
              >
                <Flex direction="column" gap="2">
                  <Heading as={headingAs} size="5">
                    <Link asChild highContrast underline="hover">
                      {renderLink({ href: hrefFor(category), children: tile.title })}
                    </Link>
                  </Heading>
                  <Text as="p" color="gray" size="2">
                    {tile.description}
                  </Text>
                  {count !== undefined && (
                    <Text as="p" size="2" weight="medium">
                      {countText(count)}
                    </Text>
                  )}
                </Flex>
              </Card>
            </li>
          );
        })}
      </ul>
    </Grid>
  );
}
