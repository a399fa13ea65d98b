import { Button, Flex, RadioGroup, Text, TextArea } from '@radix-ui/themes';
import { type DisputeResponseAction, disputeResponseActionValues } from '@robomarket/api-client/enums';
import { disputeResponseRequestLimits } from '@robomarket/api-client/limits';
import { type FormEvent, useId, useState } from 'react';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { FormField } from '../../internal/form-field';
import { PartialAmountField, partialAmount } from '../../internal/partial-amount-field';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import { formatPrice } from '../../primitives/price-text';

/** The seller's answer: the contract's DisputeResponseRequest. */
export interface DisputeResponseValues {
  action: DisputeResponseAction;
  /** The partial refund offered, with `offer_partial` only. */
  amount?: string;
  /** A note to the buyer and the admins; left out when blank. */
  message?: string;
}

export interface DisputeResponseFormProps {
  /** What is held in escrow: an offer must be more than 0 and less than it. */
  heldAmount: string;
  /** ISO 4217 code of `heldAmount`. */
  currency: string;
  /** Sends the answer; reject to keep the form with the failure's message. */
  onRespond: (values: DisputeResponseValues) => Promise<unknown>;
}

/** The failure shown when the server gives no reason. */
export const RESPONSE_FAILED = 'Failed to send your answer. Please try again.';

const MESSAGE_MAX = disputeResponseRequestLimits.message.maxLength;

/**
 * The seller's answer to an open dispute (DESIGN.md §5): refund the buyer in full (the order is
 * cancelled), offer a partial refund the buyer accepts or rejects, or contest it for a platform admin to
 * decide.
 */
export function DisputeResponseForm({ heldAmount, currency, onRespond }: DisputeResponseFormProps) {
  const id = useId();
  const held = formatPrice(heldAmount, currency);
  const [action, setAction] = useState<DisputeResponseAction | ''>('');
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<{ action?: string; amount?: string }>({});
  const { busy, error, run } = useAsyncSubmit({ fallbackError: RESPONSE_FAILED });
  const labels: Record<DisputeResponseAction, string> = {
    accept_refund: `Refund the buyer in full (${held}) and cancel the order`,
    offer_partial: 'Offer a partial refund',
    contest: 'Contest the dispute: a platform admin decides',
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (action === '') {
      setProblems({ action: 'Please choose an answer' });
      return;
    }
    const note = message.trim();
    const extra = note ? { message: note } : {};
    if (action === 'offer_partial') {
      const checked = partialAmount(amount, heldAmount, currency);
      if (checked.problem !== undefined) {
        setProblems({ amount: checked.problem });
        event.currentTarget.querySelector<HTMLInputElement>('[name="amount"]')?.focus();
        return;
      }
      setProblems({});
      void run(() => onRespond({ action, amount: checked.amount, ...extra }));
      return;
    }
    setProblems({});
    void run(() => onRespond({ action, ...extra }));
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} aria-label="Answer the dispute">
      <Flex direction="column" gap="3">
        {error && <FormErrorCallout message={error} />}
        <Flex direction="column" gap="1">
          <Text as="div" size="2" weight="medium" id={`${id}-action-label`}>
            Your answer
          </Text>
          <RadioGroup.Root
            name="action"
            aria-labelledby={`${id}-action-label`}
            aria-invalid={problems.action ? true : undefined}
            value={action}
            onValueChange={(value) => {
              setAction(value as DisputeResponseAction);
              setProblems({});
            }}
          >
            {disputeResponseActionValues.map((value) => (
              <RadioGroup.Item key={value} value={value}>
                {labels[value]}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          {problems.action && (
            <Text size="1" color="red">
              {problems.action}
            </Text>
          )}
        </Flex>
        {action === 'offer_partial' && (
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
        <FormField id={`${id}-message`} label="Message (optional)" problem={undefined}>
          {(control) => (
            <TextArea
              {...control}
              name="message"
              rows={3}
              maxLength={MESSAGE_MAX}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </FormField>
        <Flex justify="end">
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send Answer'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
