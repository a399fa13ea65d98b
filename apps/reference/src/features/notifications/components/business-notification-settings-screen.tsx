import { Flex, Heading, Text } from '@radix-ui/themes';
import {
  useBusinessNotificationSettings,
  useUpdateBusinessNotificationSettings,
} from '@robomarket/api-client/react';
import { BusinessNotificationSettingsForm } from '@robomarket/ui';
import { failureText } from '../../../lib/failure-text';

export interface BusinessNotificationSettingsScreenProps {
  businessId: string;
  businessName: string;
  /** An ADMIN changes the settings; other members read them. */
  isAdmin: boolean;
}

/** /business/settings/notifications: which new RFPs the business hears about, and who hears. */
export function BusinessNotificationSettingsScreen({
  businessId,
  businessName,
  isAdmin,
}: BusinessNotificationSettingsScreenProps) {
  const settings = useBusinessNotificationSettings(businessId);
  const save = useUpdateBusinessNotificationSettings(businessId);
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Notification settings
        </Heading>
        <Text as="p" color="gray">
          What {businessName} hears about. Each person chooses how they are told on Account Settings.
        </Text>
      </Flex>
      <BusinessNotificationSettingsForm
        status={settings.isPending ? 'loading' : settings.isError ? 'error' : 'ready'}
        settings={settings.data}
        error={
          settings.isError ? failureText(settings.error, 'Failed to load notification settings') : undefined
        }
        onRetry={() => void settings.refetch()}
        canEdit={isAdmin}
        onSave={async (values) => {
          try {
            await save.mutateAsync(values);
          } catch (error) {
            throw new Error(failureText(error, 'Failed to save the notification settings'));
          }
        }}
      />
    </Flex>
  );
}
