import { Button, Flex, RadioGroup, Text, TextArea } from '@radix-ui/themes';
import type { DisputeOutcome } from '@robomarket/api-client/enums';
import { disputeOutcomeValues } from '@robomarket/api-client/enums';
import { disputeDecisionRequestLimits } from '@robomarket/api-client/limits';
import { type FormEvent, useId, useState } from 'react';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { FormField } from '../../internal/form-field';
import { PartialAmountField, partialAmount } from '../../internal/partial-amount-field';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import { formatPrice } from '../../primitives/price-text';

/** A platform admin's decision: the contract's DisputeDecisionRequest. */
export interface DisputeDecisionValues {
  outcome: DisputeOutcome;
  /** What goes back to the buyer, with SPLIT only. */
  refundAmount?: string;
  /** The reasons, shown to both sides; left out when blank. */
  message?: string;
}

export interface AdminDisputeDecisionProps {
  /** What is held in escrow: a split refunds more than 0 and less than it. */
  heldAmount: string;
  /** ISO 4217 code of `heldAmount`. */
  currency: string;
  /** Settles the dispute; reject to keep the form with the failure's message. */
  onDecide: (values: DisputeDecisionValues) => Promise<unknown>;
}

/** The failure shown when the server gives no reason. */
export const DECISION_FAILED = 'Failed to record the decision. Please try again.';

/**
 * A platform admin's decision on a contested dispute (DESIGN.md §5): release everything to the seller,
 * refund everything to the buyer, or split it by an amount refunded to the buyer.
 */
export function AdminDisputeDecision({ heldAmount, currency, onDecide }: AdminDisputeDecisionProps) {
  const id = useId();
  const held = formatPrice(heldAmount, currency);
  const [outcome, setOutcome] = useState<DisputeOutcome | ''>('');
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<{ outcome?: string; amount?: string }>({});
  const { busy, error, run } = useAsyncSubmit({ fallbackError: DECISION_FAILED });
  const labels: Record<DisputeOutcome, string> = {
    RELEASED: `Release ${held} to the seller`,
    REFUNDED: `Refund ${held} to the buyer`,
    SPLIT: 'Split: refund part to the buyer, release the rest',
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (outcome === '') {
      setProblems({ outcome: 'Please choose a decision' });
      return;
    }
    const note = message.trim();
    const extra = note ? { message: note } : {};
    if (outcome === 'SPLIT') {
      const checked = partialAmount(amount, heldAmount, currency);
      if (checked.problem !== undefined) {
        setProblems({ amount: checked.problem });
        event.currentTarget.querySelector<HTMLInputElement>('[name="amount"]')?.focus();
        return;
      }
      setProblems({});
      void run(() => onDecide({ outcome, refundAmount: checked.amount, ...extra }));
      return;
    }
    setProblems({});
    void run(() => onDecide({ outcome, ...extra }));
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} aria-label="Decide the dispute">
      <Flex direction="column" gap="3">
        {error && <FormErrorCallout message={error} />}
        <Flex direction="column" gap="1">
          <Text as="div" size="2" weight="medium" id={`${id}-outcome-label`}>
            Decision
          </Text>
          <RadioGroup.Root
            name="outcome"
            aria-labelledby={`${id}-outcome-label`}
            aria-invalid={problems.outcome ? true : undefined}
            value={outcome}
            onValueChange={(value) => {
              setOutcome(value as DisputeOutcome);
              setProblems({});
            }}
          >
            {disputeOutcomeValues.map((value) => (
              <RadioGroup.Item key={value} value={value}>
                {labels[value]}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          {problems.outcome && (
            <Text size="1" color="red">
              {problems.outcome}
            </Text>
          )}
        </Flex>
        {outcome === 'SPLIT' && (
          <PartialAmountField
            id={`${id}-amount`}
            label={`Refund to the buyer (less than ${held})`}
            value={amount}
            onValueChange={(value) => {
              setAmount(value);
              setProblems({});
            }}
            problem={problems.amount}
            currency={currency}
          />
        )}
        <FormField id={`${id}-message`} label="Reasons, shown to both sides (optional)" problem={undefined}>
          {(control) => (
            <TextArea
              {...control}
              name="message"
              rows={3}
              maxLength={disputeDecisionRequestLimits.message.maxLength}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </FormField>
        <Flex justify="end">
          <Button type="submit" disabled={busy}>
            {busy ? 'Deciding...' : 'Record Decision'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
