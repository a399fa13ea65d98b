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
import { Link } from 'react-router';
import { NewsletterSignup } from '../../../features/newsletter';
import { isPolicyName } from '../../../features/policies';
import { aboutEntry, policyEntries, visibleEntries } from '../../navigation';
import { useSitePolicyDialog } from '../../site-policy-dialog';
import { BrandLogo } from '../brand-logo';
import { CardPaymentsMark } from '../card-payments-mark';

/** The id of the footer's newsletter box, where Join Community leads. */
export const NEWSLETTER_ID = 'newsletter';

/**
 * The footer shared by every page: about link, newsletter, policy buttons, card-payments mark, copyright.
 * The policy buttons open each policy in the policy viewer over the page (product-spec §2).
 */
export function SiteFooter() {
  const policyDialog = useSitePolicyDialog();
  const about = visibleEntries([aboutEntry])[0];
  const policies = visibleEntries(policyEntries);
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
            {about ? (
              <RadixLink asChild size="2" weight="medium">
                <Link to={about.to}>{about.label}</Link>
              </RadixLink>
            ) : null}
          </Flex>
          <Box id={NEWSLETTER_ID}>
            <Heading as="h2" size="3" mb="3">
              Newsletter
            </Heading>
            <NewsletterSignup />
          </Box>
          <Flex direction="column" gap="3">
            <Heading as="h2" size="3">
              {policies.length > 0 ? 'Legal' : 'Payments'}
            </Heading>
            {policies.length > 0 ? (
              <Flex gap="2" wrap="wrap">
                {policies.map((policy) => (
                  <Button
                    key={policy.to}
                    type="button"
                    variant="ghost"
                    color="gray"
                    size="2"
                    onClick={(event) => {
                      const name = policy.to.split('/').pop();
                      if (isPolicyName(name)) policyDialog.open(name, event.currentTarget);
                    }}
                    className="site-footer__policy"
                  >
                    {policy.label}
                  </Button>
                ))}
              </Flex>
            ) : null}
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
        {policyDialog.dialog}
      </Container>
    </footer>
  );
}
