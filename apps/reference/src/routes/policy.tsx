import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Button, Flex, Heading } from '@radix-ui/themes';
import { PolicyBody, type PolicyText } from '@robomarket/ui';
import { useEffect, useState } from 'react';
import { data, type LoaderFunctionArgs, useLoaderData, useLocation, useNavigate } from 'react-router';
import { CookieSettingsPanel } from '../features/cookie-consent';
import { isPolicyName, loadPolicyText, type PolicyName } from '../features/policies';
import { usePageTitle } from '../lib/page-title';
import {
  endPrerenderedHydration,
  isHydratingPrerenderedMarkup,
  keepServerMarkup,
} from '../prerender/static-markup';
import { RfpPage } from './rfp-page';

/** What the policy page shows: the policy's name and text. */
export interface PolicyPageData {
  name: PolicyName;
  text: PolicyText;
}

/** Loader of `/policy/:name`: the policy's text, or 404 for a name that is not a policy. */
export async function loader({ params }: LoaderFunctionArgs): Promise<PolicyPageData> {
  const { name } = params;
  if (!isPolicyName(name)) throw data('Not Found', { status: 404, statusText: 'Not Found' });
  return { name, text: await loadPolicyText(name) };
}

/**
 * Routes `/policy/terms`, `/policy/privacy`, `/policy/accessibility` and `/policy/cookies` (product-spec §2):
 * the policy as a page, with Back one step back (home when the page was opened directly).
 */
export function PolicyRoute() {
  const { name, text } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitle(text.title);
  // The policy's text has no behaviour: while the prerendered page is hydrated it keeps the server's markup.
  const [keepMarkup] = useState(isHydratingPrerenderedMarkup);
  useEffect(endPrerenderedHydration, []);
  // One step back (product-spec §2), within the app or to the page before it; a tab opened on this page has
  // nowhere to go back to, so it goes home.
  const back = () =>
    location.key === 'default' && window.history.length <= 1 ? navigate('/') : navigate(-1);
  return (
    <RfpPage size="3">
      <Flex direction="column" gap="5" asChild>
        <article>
          <div>
            <Button variant="ghost" color="gray" onClick={back}>
              <ArrowLeftIcon aria-hidden />
              Back
            </Button>
          </div>
          <Heading as="h1" size="8">
            {text.title}
          </Heading>
          {keepMarkup ? <div {...keepServerMarkup} /> : <PolicyBody policy={text} />}
          {name === 'cookies' ? <CookieSettingsPanel /> : null}
        </article>
      </Flex>
    </RfpPage>
  );
}
