import { Badge, Button, Card, Flex, Heading, Text, TextArea, VisuallyHidden } from '@radix-ui/themes';
import type { ApprovalReason, ApprovalStatus, ApprovalSubjectType } from '@robomarket/api-client/enums';
import { type FormEvent, useId, useState } from 'react';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { FIELD_CONTROL_CLASS, FormField } from '../../internal/form-field';
import { formatShortDate } from '../../internal/format';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import { formatPrice } from '../../primitives/price-text';

/** An award waiting for (or decided by) the business's approvers: the contract's `ApprovalRequest`. */
export interface ApprovalView {
  /** The request's id. */
  id: string;
  /** A proposal, or the accept of a counter offer. */
  subject_type: ApprovalSubjectType;
  /** The workflow's title, or the product's name. */
  title: string;
  /** Who would be awarded. */
  seller_name: string;
  /** The award's total, a decimal string in `currency`. */
  amount: string;
  currency: string;
  /** The member who accepted it. */
  requested_by_name: string;
  /** Why it waits. */
  reasons: ReadonlyArray<ApprovalReason>;
  /** How many approvers must approve. */
  required_approvals: number;
  /** Who approved so far. */
  approvals: ReadonlyArray<{ approver_name: string }>;
  status: ApprovalStatus;
  /** Why it was declined (DECLINED only). */
  decline_reason: string | null;
  /** Who declined it, or whose approval completed it. */
  decided_by_name: string | null;
  /** Whether the viewer may approve or decline it now. */
  can_decide: boolean;
  /** When it was asked and when it lapses (RFC 3339). */
  created_at: string;
  expires_at: string;
}

export interface ApprovalCardProps {
  /** The request: what is being bought, its amount, who asked and under which rule. */
  approval: ApprovalView;
  /** Approves; reject with an `Error` to show its message in the card. */
  onApprove: (approval: ApprovalView) => Promise<unknown>;
  /** Declines with the reason typed; reject with an `Error` to show it (the reason stays typed). */
  onDecline: (approval: ApprovalView, reason: string) => Promise<unknown>;
  /** h3 under an h2 section heading (the inbox), h4 under an h3. */
  headingAs?: 'h3' | 'h4';
}

/** The longest reason the contract takes. */
export const DECLINE_REASON_MAX = 1000;

const STATUS: Record<ApprovalStatus, { label: string; color: 'orange' | 'green' | 'red' | 'gray' }> = {
  PENDING: { label: 'Waiting for approval', color: 'orange' },
  APPROVED: { label: 'Approved', color: 'green' },
  DECLINED: { label: 'Declined', color: 'red' },
  EXPIRED: { label: 'Expired', color: 'gray' },
  CANCELLED: { label: 'Cancelled', color: 'gray' },
};

const REASON: Record<ApprovalReason, string> = {
  member_limit: "Above the member's spending limit",
  business_threshold: 'Above the business-wide threshold',
  subsidiary_budget: "Past the parent's budget for this business",
};

const SUBJECT: Record<ApprovalSubjectType, string> = {
  proposal: 'Proposal',
  offer: 'Counter offer',
};

/** One award for approvers: what, for whom, how much, why it waits, and Approve / Decline with a reason. */
export function ApprovalCard({ approval, onApprove, onDecline, headingAs = 'h3' }: ApprovalCardProps) {
  const titleId = useId();
  const reasonId = useId();
  const { busy, error, run } = useAsyncSubmit({ fallbackError: 'Failed to answer the approval request' });
  const [acting, setActing] = useState<'approve' | 'decline' | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const status = STATUS[approval.status];
  const amount = formatPrice(approval.amount, approval.currency);

  const approve = async () => {
    setActing('approve');
    await run(() => onApprove(approval));
    setActing(null);
  };
  const submitDecline = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text === '') {
      setProblem('Give a reason for declining');
      return;
    }
    if (text.length > DECLINE_REASON_MAX) {
      setProblem(`Use at most ${DECLINE_REASON_MAX} characters`);
      return;
    }
    setProblem(undefined);
    setActing('decline');
    const done = await run(() => onDecline(approval, text));
    setActing(null);
    if (done) setDeclining(false);
  };

  return (
    <Card size="2" asChild>
      <article aria-labelledby={titleId} aria-busy={busy}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Flex direction="column" gap="1">
              <Text size="1" color="gray">
                {SUBJECT[approval.subject_type]} from {approval.seller_name}
              </Text>
              <Heading as={headingAs} size="3" id={titleId}>
                {approval.title}
              </Heading>
              <Text size="4" weight="bold">
                {amount}
              </Text>
            </Flex>
            <Badge color={status.color} variant="soft" highContrast>
              {status.label}
            </Badge>
          </Flex>
          <Flex direction="column" gap="1">
            <Text size="2">
              Accepted by {approval.requested_by_name} on {formatShortDate(approval.created_at)}
            </Text>
            <Text size="2" color="gray">
              {approval.reasons.map((item) => REASON[item]).join('; ')}
            </Text>
            <Text size="2" color="gray">
              {approval.approvals.length} of {approval.required_approvals}{' '}
              {approval.required_approvals === 1 ? 'approval' : 'approvals'}
              {approval.approvals.length > 0 &&
                ` (${approval.approvals.map((vote) => vote.approver_name).join(', ')})`}
              {approval.status === 'PENDING' && ` · Expires ${formatShortDate(approval.expires_at)}`}
            </Text>
            {approval.status === 'DECLINED' && (
              <Text size="2" color="red">
                Declined by {approval.decided_by_name ?? 'an approver'}: {approval.decline_reason}
              </Text>
            )}
            {approval.status === 'APPROVED' && approval.decided_by_name && (
              <Text size="2" color="green">
                Approved by {approval.decided_by_name}
              </Text>
            )}
          </Flex>
          {approval.can_decide && !declining && (
            <Flex gap="2" justify="end">
              <Button variant="soft" color="gray" disabled={busy} onClick={() => setDeclining(true)}>
                Decline
                <VisuallyHidden> {approval.title}</VisuallyHidden>
              </Button>
              <Button disabled={busy} onClick={approve}>
                {acting === 'approve' ? 'Approving...' : 'Approve'}
                <VisuallyHidden> {approval.title}</VisuallyHidden>
              </Button>
            </Flex>
          )}
          {approval.can_decide && declining && (
            <form onSubmit={submitDecline} noValidate aria-label={`Decline ${approval.title}`}>
              <Flex direction="column" gap="2">
                <FormField id={reasonId} label="Reason for declining" problem={problem}>
                  {(control) => (
                    <TextArea
                      {...control}
                      className={FIELD_CONTROL_CLASS}
                      name="reason"
                      required
                      aria-required
                      maxLength={DECLINE_REASON_MAX}
                      value={reason}
                      onChange={(event) => setReason(event.target.value)}
                    />
                  )}
                </FormField>
                <Flex gap="2" justify="end">
                  <Button
                    type="button"
                    variant="soft"
                    color="gray"
                    disabled={busy}
                    onClick={() => setDeclining(false)}
                  >
                    Cancel
                  </Button>
                  <Button type="submit" color="red" disabled={busy}>
                    {acting === 'decline' ? 'Declining...' : 'Decline award'}
                  </Button>
                </Flex>
              </Flex>
            </form>
          )}
          {error && <FormErrorCallout message={error} />}
        </Flex>
      </article>
    </Card>
  );
}
