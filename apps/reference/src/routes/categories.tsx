import { Flex, Heading, Text } from '@radix-ui/themes';
import { CategoryTiles } from '@robomarket/ui';
import { categoryBrowseHref } from '../features/search';
import { usePageTitle } from '../lib/page-title';
import { renderRouterLink } from '../lib/router-link';
import { RfpPage } from './rfp-page';

/** Route /categories (public, issue 11; ADR 0103): every product category, each leading to its products. */
export function CategoriesRoute() {
  usePageTitle('Categories');
  return (
    <RfpPage>
      <Flex direction="column" gap="5">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7">
            Categories
          </Heading>
          <Text as="p" color="gray">
            Robots, parts, accessories, software and services from businesses across the marketplace.
          </Text>
        </Flex>
        <CategoryTiles hrefFor={categoryBrowseHref} renderLink={renderRouterLink} />
      </Flex>
    </RfpPage>
  );
}
