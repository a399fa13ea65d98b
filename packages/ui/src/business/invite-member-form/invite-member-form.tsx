import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Callout, Flex, Heading } from '@radix-ui/themes';
import type { BusinessRole } from '@robomarket/api-client/enums';
import { addBusinessMemberRequestLimits } from '@robomarket/api-client/limits';
import { type FormEvent, useId, useState } from 'react';
import { AsyncForm } from '../../internal/async-form';
import { isValidEmail } from '../../internal/email';
import { limitProblem } from '../../internal/field-limits';
import { SubmitButton } from '../../internal/form-buttons';
import { TextFormField } from '../../internal/form-field';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import { NO_ROLE_PROBLEM, RolePicker } from '../role-picker';
import {
  LIMIT_PROBLEM,
  normaliseSpendingLimit,
  SpendingLimitEditor,
  type SpendingLimitValue,
} from '../spending-limit-editor';

/** What the form sends: the e-mail to invite, the roles and the spending limit the invitee gets. */
export interface InviteMemberValues {
  /** The e-mail, trimmed. */
  email: string;
  /** One or more roles. */
  roles: BusinessRole[];
  /** The invitee's spending limit once a member; null for none of their own. */
  spending_limit: SpendingLimitValue | null;
}

/** The roles a new invitation starts with: the least a member may hold. */
const startingRoles: readonly BusinessRole[] = ['VIEWER'];

export interface InviteMemberFormProps {
  /** The business's name, for the heading. */
  businessName: string;
  /** Sends the invitation. Reject with an `Error` to show its message and keep the values. */
  onInvite: (values: InviteMemberValues) => Promise<unknown>;
  /** Level of the form's heading. */
  headingLevel?: 2 | 3;
  /** Where the currency list is portalled; pass a node inside a shadow root to keep the styles. */
  container?: HTMLElement | null;
}

/**
 * The confirmation after sending: the same for every e-mail, since the product never says whether an
 * e-mail belongs to an account.
 */
export const INVITATION_SENT_MESSAGE = "If this e-mail belongs to an account, they'll get an invitation.";

/** An ADMIN invites someone to a business by e-mail; the invitee accepts or declines from their account. */
export function InviteMemberForm({
  businessName,
  onInvite,
  headingLevel = 2,
  container,
}: InviteMemberFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<BusinessRole[]>([...startingRoles]);
  const [limit, setLimit] = useState<SpendingLimitValue | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [rolesProblem, setRolesProblem] = useState<string | undefined>();
  const [limitProblemText, setLimitProblem] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, retryable, run } = useAsyncSubmit({
    fallbackError: 'Failed to send the invitation',
    labels: { email: 'E-mail' },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!isValidEmail(trimmed)) {
      setProblem('Enter a valid e-mail address');
      return;
    }
    const tooLong = limitProblem('E-mail', trimmed, addBusinessMemberRequestLimits.email);
    if (tooLong) {
      setProblem(tooLong);
      return;
    }
    setProblem(undefined);
    const spendingLimit = normaliseSpendingLimit(limit);
    setRolesProblem(roles.length === 0 ? NO_ROLE_PROBLEM : undefined);
    setLimitProblem(spendingLimit === undefined ? LIMIT_PROBLEM : undefined);
    if (roles.length === 0 || spendingLimit === undefined) return;
    setSentTo(null);
    if (await run(() => onInvite({ email: trimmed, roles, spending_limit: spendingLimit }))) {
      setSentTo(trimmed);
      setEmail('');
      setRoles([...startingRoles]);
      setLimit(null);
    }
  }

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={`${id}-title`}>
        <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="5" id={`${id}-title`}>
          Invite to {businessName}
        </Heading>
        <AsyncForm busy={busy} error={error} retryable={retryable} onSubmit={submit}>
          <TextFormField
            id={`${id}-email`}
            label="E-mail"
            name="email"
            type="email"
            autoComplete="off"
            required
            maxLength={addBusinessMemberRequestLimits.email.maxLength}
            value={email}
            onValueChange={(value) => {
              setEmail(value);
              setSentTo(null);
            }}
            problem={problem}
          />
          <RolePicker value={roles} onChange={setRoles} problem={rolesProblem} disabled={busy} />
          <SpendingLimitEditor
            value={limit}
            onChange={setLimit}
            problem={limitProblemText}
            disabled={busy}
            container={container}
          />
          <Flex justify="end">
            <SubmitButton busy={busy} label="Send Invitation" busyLabel="Sending..." />
          </Flex>
          {sentTo !== null && (
            <Callout.Root color="green" role="status" highContrast>
              <Callout.Icon>
                <CheckCircledIcon />
              </Callout.Icon>
              <Callout.Text>{INVITATION_SENT_MESSAGE}</Callout.Text>
            </Callout.Root>
          )}
        </AsyncForm>
      </section>
    </Flex>
  );
}
