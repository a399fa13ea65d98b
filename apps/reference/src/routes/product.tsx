import { Button, Container, Flex, Section } from '@radix-ui/themes';
import { ApiError } from '@robomarket/api-client';
import { isSellerRole } from '@robomarket/api-client/enums';
import { useGetProduct } from '@robomarket/api-client/react';
import { Breadcrumbs } from '@robomarket/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { actsForOwner, actsWithRole, useAuth } from '../features/auth';
import { useContactSeller } from '../features/messages';
import { ProductOffers } from '../features/offers';
import { ProductPage } from '../features/products';
import { renderBreadcrumbLink } from '../lib/breadcrumb-link';
import { usePageTitle } from '../lib/page-title';

/**
 * Route /product/:id (protected, product-spec §2 Product display): breadcrumbs back to where products are
 * listed for this user (a seller's My Products, everyone else's Home), then the product. The title is the
 * product's name once it has loaded. Below it the offers: the product's seller answers them; anyone else
 * makes one (the dialog behind 'Make an Offer') and follows it. 'Contact Seller' opens the caller's
 * conversation with the seller about the product (/messages/{id}).
 */
export function ProductRoute() {
  const { id = '' } = useParams();
  const { user, memberships } = useAuth();
  // The same query as the page's own (shared cache): one request.
  const query = useGetProduct(id);
  const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
  const title = query.data
    ? query.data.name
    : missing
      ? 'Product not found'
      : query.isError
        ? 'Failed to load product'
        : null;
  usePageTitle(title);

  const [offering, setOffering] = useState(false);
  const product = query.data;
  // The user acts for the product's seller: its business's members (ADR 0090), else the seller alone.
  const owner =
    user !== null &&
    product !== undefined &&
    actsForOwner(memberships, user.id, { businessId: product.business_id, userId: product.seller_id });
  // Contact Seller opens the conversation about this product (ADR 0088); not for the product's own seller.
  const contactSeller = useContactSeller(id);

  const seller = user ? isSellerRole(user.role) : false;
  const parent = seller
    ? { label: 'My Products', href: '/business/products' }
    : { label: 'Home', href: '/home' };
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="4">
        <Flex direction="column" gap="5">
          <Breadcrumbs
            items={[parent, { label: query.data?.name ?? 'Product' }]}
            renderLink={renderBreadcrumbLink}
          />
          {/* Keyed by id: another product starts from its own loading state, not the last one's. */}
          <ProductPage
            key={id}
            productId={id}
            backLink={{ label: `Back to ${parent.label}`, href: parent.href }}
            canMakeOffer={user !== null && !owner}
            onMakeOffer={() => setOffering(true)}
            canContactSeller={user !== null && !owner}
            onContactSeller={contactSeller.contact}
          />
          {/* A direct order for this product, its seller named (issue 25): not for the product's own seller. */}
          {user && product && !owner && (
            <Flex>
              <Button asChild variant="soft">
                <Link to={`/workflow/new?product=${encodeURIComponent(product.id)}`}>Order directly</Link>
              </Button>
            </Flex>
          )}
          {user && product && (
            <ProductOffers
              key={product.id}
              product={product}
              owner={owner}
              mayAnswer={actsWithRole(memberships, 'SALES')}
              makeOfferOpen={offering}
              onMakeOfferOpenChange={setOffering}
            />
          )}
        </Flex>
      </Container>
    </Section>
  );
}
