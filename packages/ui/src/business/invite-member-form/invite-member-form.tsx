import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Callout, Flex, Heading, RadioGroup, Text } from '@radix-ui/themes';
import { addBusinessMemberRequestLimits } from '@robomarket/api-client/limits';
import { type FormEvent, useId, useState } from 'react';
import { AsyncForm } from '../../internal/async-form';
import { isValidEmail } from '../../internal/email';
import { limitProblem } from '../../internal/field-limits';
import { SubmitButton } from '../../internal/form-buttons';
import { TextFormField } from '../../internal/form-field';
import type { MembershipRole } from '../../internal/membership-views';
import { useAsyncSubmit } from '../../internal/use-async-submit';

/** What the form sends: the e-mail to invite and the role the invitee gets on accepting. */
export interface InviteMemberValues {
  /** The e-mail, trimmed. */
  email: string;
  /** ADMIN or MEMBER. */
  role: MembershipRole;
}

export interface InviteMemberFormProps {
  /** The business's name, for the heading. */
  businessName: string;
  /** Sends the invitation. Reject with an `Error` to show its message and keep the values. */
  onInvite: (values: InviteMemberValues) => Promise<unknown>;
  /** Level of the form's heading. */
  headingLevel?: 2 | 3;
}

/**
 * The confirmation after sending: the same for every e-mail, since the product never says whether an
 * e-mail belongs to an account.
 */
export const INVITATION_SENT_MESSAGE = "If this e-mail belongs to an account, they'll get an invitation.";

/** An ADMIN invites someone to a business by e-mail; the invitee accepts or declines from their account. */
export function InviteMemberForm({ businessName, onInvite, headingLevel = 2 }: InviteMemberFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MembershipRole>('MEMBER');
  const [problem, setProblem] = useState<string | undefined>();
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
    setSentTo(null);
    if (await run(() => onInvite({ email: trimmed, role }))) {
      setSentTo(trimmed);
      setEmail('');
      setRole('MEMBER');
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
          <Flex direction="column" gap="1" asChild>
            <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
              <Text as="p" size="2" weight="medium" asChild>
                <legend>Role</legend>
              </Text>
              <RadioGroup.Root
                name="role"
                value={role}
                onValueChange={(value) => setRole(value === 'ADMIN' ? 'ADMIN' : 'MEMBER')}
              >
                <RadioGroup.Item value="MEMBER">Member</RadioGroup.Item>
                <RadioGroup.Item value="ADMIN">Admin (may invite and manage members)</RadioGroup.Item>
              </RadioGroup.Root>
            </fieldset>
          </Flex>
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
