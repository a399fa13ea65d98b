import { BusinessSwitcher } from '@robomarket/ui';
import { useAuth } from '../../session/use-auth';

/** The header's "Acting for" switcher (ADR 0093), loaded after the page for a member of several businesses. */
export function BusinessSwitcherSlot() {
  const auth = useAuth();
  return (
    <BusinessSwitcher
      businesses={auth.memberships}
      actingBusinessId={auth.actingBusinessId}
      onChoose={auth.chooseBusiness}
    />
  );
}
