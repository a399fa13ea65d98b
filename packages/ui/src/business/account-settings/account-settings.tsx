import { Box, Button, Card, DataList, Flex, Heading, Skeleton, Text, VisuallyHidden } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { LoadError } from '../../internal/load-error';
import { type Role, RoleBadge } from '../../primitives/role-badge';
import { ChangePasswordDialog, type ChangePasswordValues } from '../change-password-dialog';
import { EditProfileDialog, type ProfileValues } from '../edit-profile-dialog';

/** The signed-in user's profile as Account Settings shows it. */
export interface AccountUser {
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
  /** Null or empty when the user gave none. */
  phone_number?: string | null;
}

export interface AccountSettingsProps {
  /** The signed-in user; null (and not loading) shows 'You are not logged in.'. */
  user?: AccountUser | null;
  /** Shows skeletons while the profile is loading. */
  loading?: boolean;
  /** A load failure to show instead of the profile. */
  error?: string;
  /** Offered as 'Try Again' next to `error`. */
  onRetry?: () => void;
  /** Saves the edited profile; reject with an `Error` to show its message in the edit dialog. */
  onSaveProfile: (values: ProfileValues) => Promise<unknown>;
  /** Changes the password; reject with an `Error` to show its message in the change dialog. */
  onChangePassword: (values: ChangePasswordValues) => Promise<unknown>;
  /** Where the dialogs are portalled; pass a node inside a shadow root to keep the widget's styles. */
  container?: HTMLElement | null;
}

/** The Account Settings screen (product-spec §2): role, profile information and security. */
export function AccountSettings({
  user,
  loading = false,
  error,
  onRetry,
  onSaveProfile,
  onChangePassword,
  container,
}: AccountSettingsProps) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);

  let body: React.ReactNode;
  if (loading) {
    body = <LoadingState />;
  } else if (error) {
    body = <LoadError message={error} onRetry={onRetry} />;
  } else if (!user) {
    body = <Text as="p">You are not logged in.</Text>;
  } else {
    body = (
      <Flex direction="column" gap="4">
        <Card size="3" asChild>
          <section aria-labelledby={`${titleId}-profile`}>
            <Flex justify="between" align="center" mb="4" gap="3">
              <Heading as="h2" size="4" id={`${titleId}-profile`}>
                Profile Information
              </Heading>
              <Button variant="soft" onClick={() => setEditing(true)}>
                Edit
              </Button>
            </Flex>
            <DataList.Root>
              <Row label="Email">{user.email}</Row>
              <Row label="Role">
                <RoleBadge userRole={user.role} />
              </Row>
              <Row label="First name">{user.first_name}</Row>
              <Row label="Last name">{user.last_name}</Row>
              <Row label="Phone">
                {user.phone_number ? user.phone_number : <Text color="gray">Not provided</Text>}
              </Row>
            </DataList.Root>
          </section>
        </Card>
        <Card size="3" asChild>
          <section aria-labelledby={`${titleId}-security`}>
            <Flex justify="between" align="center" mb="4" gap="3">
              <Heading as="h2" size="4" id={`${titleId}-security`}>
                Security
              </Heading>
              <Button variant="soft" onClick={() => setChangingPassword(true)}>
                Change
              </Button>
            </Flex>
            <DataList.Root>
              <Row label="Password">
                {/* Bullets mean nothing read aloud; a screen reader hears 'hidden' instead. */}
                <span aria-hidden>••••••••</span>
                <VisuallyHidden>hidden</VisuallyHidden>
              </Row>
            </DataList.Root>
          </section>
        </Card>
        <EditProfileDialog
          open={editing}
          onOpenChange={setEditing}
          initialValues={{
            first_name: user.first_name,
            last_name: user.last_name,
            phone_number: user.phone_number ?? null,
          }}
          onSubmit={onSaveProfile}
          container={container}
        />
        <ChangePasswordDialog
          open={changingPassword}
          onOpenChange={setChangingPassword}
          onSubmit={onChangePassword}
          container={container}
        />
      </Flex>
    );
  }

  return (
    <Flex direction="column" gap="4" asChild>
      <section aria-labelledby={titleId}>
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="7" id={titleId}>
            Account Settings
          </Heading>
          {user && !loading && !error && <RoleBadge userRole={user.role} />}
        </Flex>
        {body}
      </section>
    </Flex>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="120px">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

function LoadingState() {
  return (
    <Flex direction="column" gap="4">
      <Box role="status">
        <VisuallyHidden>Loading account...</VisuallyHidden>
      </Box>
      {[0, 1].map((card) => (
        <Card key={card} size="3" aria-hidden>
          <Flex direction="column" gap="3">
            <Skeleton width="180px" height="24px" />
            <Skeleton width="100%" height="16px" />
            <Skeleton width="80%" height="16px" />
            <Skeleton width="60%" height="16px" />
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
