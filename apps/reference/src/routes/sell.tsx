import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { isSellerRole } from '@robomarket/api-client/enums';
import { Link } from 'react-router';
import { useAuth } from '../features/auth';
import { ProductListing } from '../features/search';
import { usePageTitle } from '../lib/page-title';
import { RfpPage } from './rfp-page';

const steps = [
  {
    title: 'List your products',
    text: 'Robots, parts, accessories, software or services, with photos, specifications and a price.',
  },
  {
    title: 'Buyers find them',
    text: 'Through the search, the categories, Deals, Trending and New, and on partner sites.',
  },
  { title: 'Agree a price', text: 'Buyers make offers; you accept, counter or decline them.' },
  {
    title: 'Deliver the order',
    text: 'An accepted offer becomes an order you follow to delivery on your dashboard.',
  },
];

/**
 * Route /sell (public, issue 11): how selling on RoboMarket works. A seller gets 'Add New Product' (My
 * Products, where the product form is) and their latest listings; a buyer or a guest is invited to register
 * a business account, which is what selling needs.
 */
export function SellRoute() {
  usePageTitle('Sell Robot');
  const { user } = useAuth();
  const seller = user !== null && isSellerRole(user.role);
  return (
    <RfpPage>
      <Flex direction="column" gap="6">
        <Flex direction="column" gap="2">
          <Heading as="h1" size="8">
            Sell on RoboMarket
          </Heading>
          <Text as="p" size="4" color="gray">
            Reach businesses buying robots, parts, accessories, software and services.
          </Text>
        </Flex>
        <Flex direction="column" gap="3" asChild>
          <section aria-labelledby="sell-how">
            <Heading as="h2" size="5" id="sell-how">
              How selling works
            </Heading>
            <ol
              className="sell-steps"
              style={{
                display: 'grid',
                gap: 'var(--space-3)',
                gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
                padding: 0,
                margin: 0,
                listStyle: 'none',
              }}
            >
              {steps.map((step, index) => (
                <li key={step.title}>
                  <Card size="2" style={{ height: '100%' }}>
                    <Text as="p" weight="bold">
                      {index + 1}. {step.title}
                    </Text>
                    <Text as="p" size="2" color="gray">
                      {step.text}
                    </Text>
                  </Card>
                </li>
              ))}
            </ol>
          </section>
        </Flex>
        {seller ? (
          <>
            <Flex gap="3" wrap="wrap">
              <Button asChild size="3">
                <Link to="/business/products">Add New Product</Link>
              </Button>
              <Button asChild size="3" variant="soft">
                <Link to={`/browse?seller=${user.id}`}>See your products as buyers do</Link>
              </Button>
            </Flex>
            <ProductListing query={{ sellerId: user.id, limit: 3 }} title="Your latest listings" />
          </>
        ) : (
          <Card size="3">
            <Flex direction="column" gap="3" align="start">
              <Heading as="h2" size="5">
                Selling needs a business account
              </Heading>
              <Text as="p">
                {user === null
                  ? 'Register your company as a business to list products. Already selling with us? Sign in.'
                  : 'Your account buys on RoboMarket. To sell, register your company as a business account.'}
              </Text>
              <Flex gap="3" wrap="wrap">
                <Button asChild size="3">
                  <Link to="/register">Register as a business</Link>
                </Button>
                {user === null && (
                  <Button asChild size="3" variant="soft">
                    <Link to="/login">Sign In</Link>
                  </Button>
                )}
              </Flex>
            </Flex>
          </Card>
        )}
      </Flex>
    </RfpPage>
  );
}
