import { useListPublishableKeys } from '@robomarket/api-client/react';
import { PublishableKeys } from '@robomarket/ui';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useCreateKeyAndRefresh, useRevokeKeyAndRefresh } from '../../api/publishable-key-mutations';

export interface PublishableKeysSectionProps {
  /** The business whose keys these are; the caller is one of its ADMINs. */
  business: { id: string; name: string };
}

/** Business settings for ADMINs: the business's publishable keys for partner widgets. */
export function PublishableKeysSection({ business }: PublishableKeysSectionProps) {
  const keys = useListPublishableKeys(business.id);
  const create = useCreateKeyAndRefresh();
  const revoke = useRevokeKeyAndRefresh(business.id);
  const confirm = useOutcomeToast();
  return (
    <PublishableKeys
      headingLevel={3}
      businessName={business.name}
      status={keys.isPending ? 'loading' : keys.isError ? 'error' : 'ready'}
      keys={keys.data?.keys}
      error={failureText(keys.error, 'Failed to load publishable keys')}
      onRetry={() => void keys.refetch()}
      onCreate={(origins) =>
        confirm(
          create.mutateAsync({ business_id: business.id, allowed_origins: origins }),
          'Publishable key created',
        )
      }
      onRevoke={(key) => confirm(revoke.mutateAsync({ id: key.id }), 'Publishable key revoked')}
    />
  );
}
