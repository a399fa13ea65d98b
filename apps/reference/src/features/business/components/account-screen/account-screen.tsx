import { BusinessAccountForm } from '@robomarket/ui';
import { useUpdateBusinessAndRefresh } from '../../api/team-mutations';
import { BusinessPage } from '../business-page';

export interface AccountScreenProps {
  /** The signed-in user's id. */
  userId: string;
  /** The business the user acts for, when known. */
  actingBusinessId?: string | null | undefined;
}

/** Route /business/settings/account: the business's name, logo, addresses and tax id; ADMINs edit them. */
export function AccountScreen({ userId, actingBusinessId }: AccountScreenProps) {
  const update = useUpdateBusinessAndRefresh();
  return (
    <BusinessPage title="Account" userId={userId} actingBusinessId={actingBusinessId}>
      {({ business, members, isAdmin }) => (
        <BusinessAccountForm
          // A fresh form once the user's standing is known (read-only until then).
          key={`${business.id}-${isAdmin}-${members.isPending}`}
          business={business}
          canEdit={isAdmin}
          onSave={(body) => update.mutateAsync({ id: business.id, body })}
        />
      )}
    </BusinessPage>
  );
}
