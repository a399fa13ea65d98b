import {
  Box,
  Button,
  Container,
  Flex,
  Grid,
  Heading,
  Link as RadixLink,
  Separator,
  Text,
} from '@radix-ui/themes';
import { Link, useNavigate } from 'react-router';
import { NewsletterForm } from '../../../features/newsletter';
import { BrandLogo } from '../brand-logo';
import { CardPaymentsMark } from '../card-payments-mark';

/** The four policy pages (product-spec §2), opened from the footer's buttons. */
const policies = [
  { label: 'Terms of Service', path: '/policy/terms' },
  { label: 'Privacy Policy', path: '/policy/privacy' },
  { label: 'Accessibility', path: '/policy/accessibility' },
  { label: 'Cookie Settings', path: '/policy/cookies' },
] as const;

/** The footer shared by every page: about link, newsletter, policy buttons, card-payments mark, copyright. */
export function SiteFooter() {
  const navigate = useNavigate();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <Container size="4" px={{ initial: '4', md: '6' }} py="7">
        <Grid columns={{ initial: '1', md: '3' }} gap="6">
          <Flex direction="column" gap="3">
            <BrandLogo />
            <Text size="2" color="gray">
              The marketplace for industrial and consumer robotics: robots, parts, accessories, software and
              services, from a $500 home assistant to a $50M automation programme.
            </Text>
            <RadixLink asChild size="2" weight="medium">
              <Link to="/about">About Us</Link>
            </RadixLink>
          </Flex>
          <Box>
            <Heading as="h2" size="3" mb="3">
              Newsletter
            </Heading>
            <NewsletterForm />
          </Box>
          <Flex direction="column" gap="3">
            <Heading as="h2" size="3">
              Legal
            </Heading>
            <Flex gap="2" wrap="wrap">
              {policies.map((policy) => (
                <Button
                  key={policy.path}
                  type="button"
                  variant="ghost"
                  color="gray"
                  size="2"
                  onClick={() => navigate(policy.path)}
                  className="site-footer__policy"
                >
                  {policy.label}
                </Button>
              ))}
            </Flex>
            <Flex align="center" gap="3" mt="2">
              <CardPaymentsMark />
              <Text size="1" color="gray">
                Secure card payments and escrow through our payment provider.
              </Text>
            </Flex>
          </Flex>
        </Grid>
        <Separator size="4" my="5" />
        <Text as="p" size="1" color="gray">
          © RoboMarket {year}. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
