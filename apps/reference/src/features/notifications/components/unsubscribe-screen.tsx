import { Button, Callout, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useUnsubscribeFromNotifications } from '@robomarket/api-client/react';
import { NOTIFICATION_TYPE_LABELS } from '@robomarket/ui';
import { Link as RouterLink } from 'react-router';
import { failureText } from '../../../lib/failure-text';

/**
 * /notifications/unsubscribe?token=: the page a notification mail's unsubscribe link opens. One click turns
 * that kind of mail off; no sign-in needed.
 */
export function UnsubscribeScreen({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeFromNotifications();
  return (
    <Flex direction="column" gap="4" maxWidth="560px">
      <Heading as="h1" size="7">
        Unsubscribe
      </Heading>
      {unsubscribe.isSuccess ? (
        <Callout.Root color="green" role="status" highContrast>
          <Callout.Text>
            You will no longer get e-mails for “{NOTIFICATION_TYPE_LABELS[unsubscribe.data.type]}”. You still
            see them in the app.
          </Callout.Text>
        </Callout.Root>
      ) : token === '' ? (
        <Text as="p">This unsubscribe link is not complete. Open it again from the e-mail.</Text>
      ) : (
        <>
          <Text as="p">Stop e-mails like the one this link came from?</Text>
          {unsubscribe.isError && (
            <Callout.Root color="red" role="alert" highContrast>
              <Callout.Text>{failureText(unsubscribe.error, 'Failed to unsubscribe')}</Callout.Text>
            </Callout.Root>
          )}
          <Flex>
            <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
              Unsubscribe
            </Button>
          </Flex>
        </>
      )}
      <Text as="p" size="2" color="gray">
        Choose every kind of notification on{' '}
        <Link asChild>
          <RouterLink to="/account-settings">Account Settings</RouterLink>
        </Link>
        .
      </Text>
    </Flex>
  );
}
