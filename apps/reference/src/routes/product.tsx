import { Button, Container, Flex, Section, Text } from '@radix-ui/themes';
import { ApiError } from '@robomarket/api-client';
import { isSellerRole } from '@robomarket/api-client/enums';
import { useGetProduct } from '@robomarket/api-client/react';
import { Breadcrumbs, ProductDisplay } from '@robomarket/ui';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { actsForOwner, actsWithRole, rememberOrigin, useAuth } from '../features/auth';
import { useContactSeller } from '../features/messages';
import { ProductOffers } from '../features/offers';
import { ProductPage } from '../features/products';
import { renderBreadcrumbLink } from '../lib/breadcrumb-link';
import { usePageTitle } from '../lib/page-title';

/**
 * Route /product/:id (public, product-spec §2 Product display; ADR 0103). While a saved session is still being
 * checked it shows the product's loading state, so a signed-in user's product is read as theirs (their view
 * counts for Trending); then the product for whoever is there.
 */
export function ProductRoute() {
  const { status } = useAuth();
  if (status === 'loading') {
    return (
      <Section size={{ initial: '2', md: '3' }} px="4">
        <Container size="4">
          <ProductDisplay status="loading" />
        </Container>
      </Section>
    );
  }
  return <ProductScreen />;
}

/**
 * The product page: breadcrumbs back to where products are listed for this user (a seller's My Products, a
 * buyer's Home, a visitor's Browse), then the product. The title is the product's name once it has loaded.
 * Below it the offers: the product's seller answers them; anyone else makes one (the dialog behind 'Make an
 * Offer') and follows it. 'Contact Seller' opens the caller's conversation with the seller about the product
 * (/messages/{id}). A visitor sees the product read-only: 'Make an Offer' and 'Contact Seller' ask them to
 * sign in (/login) and bring them back to this product afterwards.
 */
function ProductScreen() {
  const { id = '' } = useParams();
  const { user, memberships } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
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

  // A visitor signs in first; the sign-in page sends them back here (the origin in router state).
  const signInFirst = () => void navigate('/login', { state: rememberOrigin(location) });

  const seller = user ? isSellerRole(user.role) : false;
  const parent =
    user === null
      ? { label: 'Browse', href: '/browse' }
      : seller
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
            canMakeOffer={!owner}
            onMakeOffer={user === null ? signInFirst : () => setOffering(true)}
            canContactSeller={!owner}
            onContactSeller={user === null ? signInFirst : contactSeller.contact}
          />
          {user === null && product && !owner && (
            <Text as="p" color="gray">
              Sign in to make an offer or contact the seller.
            </Text>
          )}
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
              key={`offers-${product.id}`}
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
