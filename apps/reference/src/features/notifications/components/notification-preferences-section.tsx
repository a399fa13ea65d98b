import { useNotificationPreferences, useUpdateNotificationPreferences } from '@robomarket/api-client/react';
import { NotificationPreferencesTable } from '@robomarket/ui';
import { failureText } from '../../../lib/failure-text';

/** Account Settings' notification preferences: per event type, in the app, by e-mail or in the daily digest. */
export function NotificationPreferencesSection() {
  const preferences = useNotificationPreferences();
  const save = useUpdateNotificationPreferences();
  return (
    <NotificationPreferencesTable
      status={preferences.isPending ? 'loading' : preferences.isError ? 'error' : 'ready'}
      preferences={preferences.data?.preferences}
      error={
        preferences.isError
          ? failureText(preferences.error, 'Failed to load notification preferences')
          : undefined
      }
      onRetry={() => void preferences.refetch()}
      onChange={async (preference) => {
        try {
          await save.mutateAsync({ preferences: [preference] });
        } catch (error) {
          throw new Error(failureText(error, 'Failed to save the preference'));
        }
      }}
    />
  );
}
