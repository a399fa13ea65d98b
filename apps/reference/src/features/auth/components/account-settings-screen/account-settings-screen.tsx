import { Container, Section } from '@radix-ui/themes';
import { AccountSettings } from '@robomarket/ui';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { useAuth } from '../../session/use-auth';

/**
 * Route /account-settings (product-spec §2): the profile from GET /v2/auth/me, saved with PATCH
 * /v2/auth/me, and the password changed with POST /v2/auth/password. The session keeps the user
 * current, so an edit shows at once here and in the header.
 */
export function AccountSettingsScreen() {
  const auth = useAuth();
  const confirm = useOutcomeToast();
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="3">
        <AccountSettings
          user={auth.user}
          loading={auth.status === 'loading'}
          onSaveProfile={(values) => confirm(auth.updateProfile(values), 'Profile saved')}
          onChangePassword={(values) => confirm(auth.changePassword(values), 'Password changed')}
        />
      </Container>
    </Section>
  );
}
