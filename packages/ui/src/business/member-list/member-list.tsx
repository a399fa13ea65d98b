import { AlertDialog, Button, Card, Dialog, Flex, Heading, Text, VisuallyHidden } from '@radix-ui/themes';
import type { BusinessRole } from '@robomarket/api-client/enums';
import { type ReactNode, useId, useState } from 'react';
import { EmptyState } from '../../internal/empty-state';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { LoadError } from '../../internal/load-error';
import {
  CardList,
  ListLoading,
  ListSection,
  type MembershipListStatus,
  type MembershipRole,
  MembershipRoleBadge,
} from '../../internal/membership-views';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import { NO_ROLE_PROBLEM, RoleBadges, RolePicker } from '../role-picker';
import {
  describeSpendingLimit,
  LIMIT_PROBLEM,
  normaliseSpendingLimit,
  SpendingLimitEditor,
  type SpendingLimitValue,
} from '../spending-limit-editor';

/** A member of a business, as its other members see them. */
export interface MemberView {
  /** The membership's id. */
  id: string;
  /** The member's e-mail. */
  email: string;
  /** First name. */
  first_name: string;
  /** Last name. */
  last_name: string;
  /** ADMIN or MEMBER. */
  role: MembershipRole;
  /** The member's roles; when given they are shown instead of `role`. */
  roles?: readonly BusinessRole[];
  /** The most the member may award without an approval; null, no limit of their own. */
  spending_limit?: SpendingLimitValue | null;
}

/** What an ADMIN sets on a member: roles and spending limit. */
export interface MemberGrantValues {
  /** One or more roles. */
  roles: BusinessRole[];
  /** The limit, normalised ('20000.00'); null for none. */
  spending_limit: SpendingLimitValue | null;
}

export interface MemberListProps {
  /** The business's name, for the heading and the confirmations. */
  businessName: string;
  /** The members, shown once `status` is 'ready'. */
  members?: ReadonlyArray<MemberView>;
  /** Loading shows a spinner, error shows `error` with 'Try Again', ready shows the members. */
  status: MembershipListStatus;
  /** Why loading failed; 'Failed to load members' when empty. */
  error?: string;
  /** Called by 'Try Again' after a failure. */
  onRetry: () => void;
  /** The viewer's own membership id: their row offers Leave. */
  currentMemberId?: string;
  /** The viewer's role: an ADMIN may also remove members and change roles. */
  viewerRole: MembershipRole;
  /** Leaves the business once confirmed. Reject with an `Error` to show its message in the confirmation. */
  onLeave: () => Promise<unknown>;
  /** Removes another member once confirmed (ADMINs). Reject with an `Error` to show its message. */
  onRemove?: (member: MemberView) => Promise<unknown>;
  /** Changes a member's role (ADMINs). Reject with an `Error` to show its message beside the member. */
  onChangeRole?: (member: MemberView, role: MembershipRole) => Promise<unknown>;
  /** Changes a member's roles and spending limit (ADMINs): shows 'Edit roles' on each row. */
  onUpdateMember?: (member: MemberView, values: MemberGrantValues) => Promise<unknown>;
  /** Ends every session of a member (ADMINs, the Security page): shows 'Sign out everywhere'. */
  onSignOut?: (member: MemberView) => Promise<unknown>;
  /** Where the confirmations are portalled; pass a node inside a shadow root to keep the styles. */
  container?: HTMLElement | null;
  /** Level of the section's heading; member names sit one below. */
  headingLevel?: 2 | 3;
}

/** The message when the last ADMIN would lose the ADMIN role. */
export const LAST_ADMIN_ROLE_MESSAGE = 'A business needs at least one ADMIN: keep Admin for its last ADMIN';

/** The message shown to the last ADMIN instead of a way to leave. */
export const LAST_ADMIN_MESSAGE =
  'You are the last ADMIN of this business. Make another member ADMIN before you leave.';

const fullName = (member: MemberView) => `${member.first_name} ${member.last_name}`;

/** The members of one business with their roles; the viewer may leave, an ADMIN may manage the others. */
export function MemberList({
  businessName,
  members = [],
  status,
  error,
  onRetry,
  currentMemberId,
  viewerRole,
  onLeave,
  onRemove,
  onChangeRole,
  onUpdateMember,
  onSignOut,
  container,
  headingLevel = 2,
}: MemberListProps) {
  const _titleId = useId();
  const adminCount = members.filter((member) => member.role === 'ADMIN').length;
  let body: ReactNode;
  if (status === 'loading') body = <ListLoading label="Loading members..." />;
  else if (status === 'error') {
    body = <LoadError message={error?.trim() || 'Failed to load members'} onRetry={onRetry} />;
  } else if (members.length === 0) {
    body = <EmptyState title="No members" />;
  } else {
    body = (
      <CardList>
        {members.map((member) => (
          <li key={member.id}>
            <MemberRow
              member={member}
              businessName={businessName}
              isSelf={member.id === currentMemberId}
              lastAdmin={member.role === 'ADMIN' && adminCount <= 1}
              canManage={viewerRole === 'ADMIN'}
              onLeave={onLeave}
              onRemove={onRemove}
              onChangeRole={onChangeRole}
              onUpdateMember={onUpdateMember}
              onSignOut={onSignOut}
              container={container}
              headingAs={headingLevel === 2 ? 'h3' : 'h4'}
            />
          </li>
        ))}
      </CardList>
    );
  }
  return (
    <ListSection title={`Members of ${businessName}`} headingLevel={headingLevel} status={status}>
      {body}
    </ListSection>
  );
}

interface MemberRowProps {
  member: MemberView;
  businessName: string;
  isSelf: boolean;
  lastAdmin: boolean;
  canManage: boolean;
  onLeave: MemberListProps['onLeave'];
  onRemove: MemberListProps['onRemove'];
  onChangeRole: MemberListProps['onChangeRole'];
  onUpdateMember: MemberListProps['onUpdateMember'];
  onSignOut: MemberListProps['onSignOut'];
  container: MemberListProps['container'];
  headingAs: 'h3' | 'h4';
}

function MemberRow({
  member,
  businessName,
  isSelf,
  lastAdmin,
  canManage,
  onLeave,
  onRemove,
  onChangeRole,
  onUpdateMember,
  onSignOut,
  container,
  headingAs,
}: MemberRowProps) {
  const nameId = useId();
  const roleChange = useAsyncSubmit({ fallbackError: 'Failed to change the role' });
  const nextRole: MembershipRole = member.role === 'ADMIN' ? 'MEMBER' : 'ADMIN';
  return (
    <Card size="2" asChild>
      <article aria-labelledby={nameId}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Flex direction="column" gap="1">
              <Flex gap="2" align="center">
                <Heading as={headingAs} size="3" id={nameId}>
                  {fullName(member)}
                  {isSelf ? ' (you)' : ''}
                </Heading>
                {member.roles === undefined && <MembershipRoleBadge role={member.role} />}
              </Flex>
              <Text size="2" color="gray">
                {member.email}
              </Text>
              {member.roles !== undefined && (
                <Flex gap="2" align="center" wrap="wrap">
                  <RoleBadges roles={member.roles} />
                  {member.spending_limit !== undefined && (
                    <Text size="2" color="gray">
                      Spending limit: {describeSpendingLimit(member.spending_limit)}
                    </Text>
                  )}
                </Flex>
              )}
            </Flex>
            <Flex gap="2" wrap="wrap">
              {canManage && onUpdateMember && (
                <EditGrantButton
                  member={member}
                  lastAdmin={lastAdmin}
                  onSave={(values) => onUpdateMember(member, values)}
                  container={container}
                />
              )}
              {canManage && onSignOut && (
                <ConfirmButton
                  label="Sign out everywhere"
                  accessibleLabel={`Sign out everywhere: ${fullName(member)}`}
                  title={`Sign out ${fullName(member)} everywhere?`}
                  description={`Every session of ${fullName(member)} ends at once, on every device. They can sign in again.`}
                  confirmLabel="Sign out"
                  busyLabel="Signing out..."
                  fallbackError="Failed to sign the member out"
                  onConfirm={() => onSignOut(member)}
                  container={container}
                />
              )}
              {canManage && onChangeRole && !onUpdateMember && !(lastAdmin && nextRole === 'MEMBER') && (
                <Button
                  variant="soft"
                  color="gray"
                  disabled={roleChange.busy}
                  onClick={() => roleChange.run(() => onChangeRole(member, nextRole))}
                >
                  {roleChange.busy ? 'Saving...' : `Make ${nextRole}`}
                  <VisuallyHidden> for {fullName(member)}</VisuallyHidden>
                </Button>
              )}
              {isSelf ? (
                <ConfirmButton
                  label="Leave"
                  accessibleLabel={`Leave ${businessName}`}
                  title={`Leave ${businessName}?`}
                  description={
                    lastAdmin
                      ? LAST_ADMIN_MESSAGE
                      : `You will lose access to ${businessName} until an ADMIN invites you again.`
                  }
                  confirmLabel={lastAdmin ? undefined : 'Leave'}
                  busyLabel="Leaving..."
                  fallbackError="Failed to leave the business"
                  onConfirm={onLeave}
                  container={container}
                />
              ) : (
                canManage &&
                onRemove && (
                  <ConfirmButton
                    label="Remove"
                    accessibleLabel={`Remove ${fullName(member)}`}
                    title={`Remove ${fullName(member)}?`}
                    description={`${fullName(member)} will lose access to ${businessName}.`}
                    confirmLabel="Remove"
                    busyLabel="Removing..."
                    fallbackError="Failed to remove the member"
                    onConfirm={() => onRemove(member)}
                    container={container}
                  />
                )
              )}
            </Flex>
          </Flex>
          {roleChange.error && <FormErrorCallout message={roleChange.error} />}
        </Flex>
      </article>
    </Card>
  );
}

interface ConfirmButtonProps {
  label: string;
  accessibleLabel: string;
  title: string;
  description: string;
  /** Without it the dialog only explains and offers Close. */
  confirmLabel: string | undefined;
  busyLabel: string;
  fallbackError: string;
  onConfirm: () => Promise<unknown>;
  container: HTMLElement | null | undefined;
}

/** A button, then a confirmation that stays open, with the failure, until the action succeeds. */
function ConfirmButton({ label, accessibleLabel, title, container, ...confirmation }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger>
        <Button variant="soft" color="red" aria-label={accessibleLabel}>
          {label}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content container={container} maxWidth="440px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <Confirmation {...confirmation} onDone={() => setOpen(false)} />
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

function Confirmation({
  description,
  confirmLabel,
  busyLabel,
  fallbackError,
  onConfirm,
  onDone,
}: Omit<ConfirmButtonProps, 'label' | 'accessibleLabel' | 'title' | 'container'> & { onDone: () => void }) {
  const { busy, error, run } = useAsyncSubmit({ fallbackError });
  return (
    <Flex direction="column" gap="4">
      <AlertDialog.Description size="2">{description}</AlertDialog.Description>
      {error && <FormErrorCallout message={error} />}
      <Flex gap="3" justify="end">
        <AlertDialog.Cancel>
          <Button variant="soft" color="gray" disabled={busy}>
            {confirmLabel === undefined ? 'Close' : 'Cancel'}
          </Button>
        </AlertDialog.Cancel>
        {confirmLabel !== undefined && (
          <Button
            color="red"
            highContrast
            disabled={busy}
            onClick={async () => {
              if (await run(onConfirm)) onDone();
            }}
          >
            {busy ? busyLabel : confirmLabel}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

interface EditGrantButtonProps {
  member: MemberView;
  lastAdmin: boolean;
  onSave: (values: MemberGrantValues) => Promise<unknown>;
  container: HTMLElement | null | undefined;
}

/** 'Edit roles' and its dialog: the role picker and the limit editor, saved together. */
function EditGrantButton({ member, lastAdmin, onSave, container }: EditGrantButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="soft" color="gray" aria-label={`Edit roles of ${fullName(member)}`}>
          Edit roles
        </Button>
      </Dialog.Trigger>
      <Dialog.Content container={container} maxWidth="520px">
        <Dialog.Title>Roles of {fullName(member)}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          What {member.first_name} may do, and the most they may award without an approval.
        </Dialog.Description>
        {open && (
          <GrantForm
            member={member}
            lastAdmin={lastAdmin}
            onSave={onSave}
            onDone={() => setOpen(false)}
            container={container}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function GrantForm({
  member,
  lastAdmin,
  onSave,
  onDone,
  container,
}: EditGrantButtonProps & { onDone: () => void }) {
  const [roles, setRoles] = useState<BusinessRole[]>([...(member.roles ?? [])]);
  const [limit, setLimit] = useState<SpendingLimitValue | null>(member.spending_limit ?? null);
  const [rolesProblem, setRolesProblem] = useState<string | undefined>();
  const [limitProblem, setLimitProblem] = useState<string | undefined>();
  const { busy, error, run } = useAsyncSubmit({ fallbackError: 'Failed to change the roles' });
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const spendingLimit = normaliseSpendingLimit(limit);
        const droppedLastAdmin = lastAdmin && !roles.includes('ADMIN');
        setRolesProblem(
          roles.length === 0 ? NO_ROLE_PROBLEM : droppedLastAdmin ? LAST_ADMIN_ROLE_MESSAGE : undefined,
        );
        setLimitProblem(spendingLimit === undefined ? LIMIT_PROBLEM : undefined);
        if (roles.length === 0 || droppedLastAdmin || spendingLimit === undefined) return;
        if (await run(() => onSave({ roles, spending_limit: spendingLimit }))) onDone();
      }}
    >
      <Flex direction="column" gap="4" mt="4">
        <RolePicker value={roles} onChange={setRoles} problem={rolesProblem} disabled={busy} />
        <SpendingLimitEditor
          value={limit}
          onChange={setLimit}
          problem={limitProblem}
          disabled={busy}
          container={container}
        />
        {error && <FormErrorCallout message={error} />}
        <Flex gap="3" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray" disabled={busy}>
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
