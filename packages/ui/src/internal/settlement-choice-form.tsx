import { Button, Flex, RadioGroup, Text, TextArea } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { formatPrice } from '../primitives/price-text';
import { FormErrorCallout } from './form-error-callout';
import { FormField } from './form-field';
import { PartialAmountField, partialAmount } from './partial-amount-field';
import { useAsyncSubmit } from './use-async-submit';

/** What a settlement choice sends: the choice, the partial refund when it needs one, and the note. */
export interface SettlementChoice<Choice extends string> {
  choice: Choice;
  /** The refund to the buyer, with `amountChoice` only. */
  amount?: string;
  /** The note, left out when blank. */
  message?: string;
}

export interface SettlementChoiceFormProps<Choice extends string> {
  /** The form's accessible name. */
  name: string;
  /** The radio group's label and the field name it submits under. */
  choiceLabel: string;
  choiceField: string;
  /** The choices in order, with their labels (given the held amount, formatted). */
  choices: readonly Choice[];
  labels: (held: string) => Record<Choice, string>;
  /** Said when nothing is chosen. */
  missingChoice: string;
  /** The choice that refunds part: it asks for an amount more than 0 and less than what is held. */
  amountChoice: Choice;
  /** What is held in escrow, and its ISO 4217 code. */
  heldAmount: string;
  currency: string;
  messageLabel: string;
  messageMaxLength: number;
  submitLabel: string;
  busyLabel: string;
  /** The failure shown when the server gives no reason. */
  fallbackError: string;
  /** Sends the choice; reject to keep the form with the failure's message. */
  onSubmit: (values: SettlementChoice<Choice>) => Promise<unknown>;
}

/**
 * The settlement of a dispute as one choice (DESIGN.md §5): the seller's answer and the admin's decision
 * are both a choice among outcomes, one of which refunds a part of what is held, with an optional note.
 */
export function SettlementChoiceForm<Choice extends string>({
  name,
  choiceLabel,
  choiceField,
  choices,
  labels,
  missingChoice,
  amountChoice,
  heldAmount,
  currency,
  messageLabel,
  messageMaxLength,
  submitLabel,
  busyLabel,
  fallbackError,
  onSubmit,
}: SettlementChoiceFormProps<Choice>) {
  const id = useId();
  const held = formatPrice(heldAmount, currency);
  const [choice, setChoice] = useState<Choice | ''>('');
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<{ choice?: string; amount?: string }>({});
  const { busy, error, run } = useAsyncSubmit({ fallbackError });
  const choiceLabels = labels(held);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (choice === '') {
      setProblems({ choice: missingChoice });
      return;
    }
    const note = message.trim();
    const extra = note ? { message: note } : {};
    if (choice === amountChoice) {
      const checked = partialAmount(amount, heldAmount, currency);
      if (checked.problem !== undefined) {
        setProblems({ amount: checked.problem });
        event.currentTarget.querySelector<HTMLInputElement>('[name="amount"]')?.focus();
        return;
      }
      setProblems({});
      void run(() => onSubmit({ choice, amount: checked.amount, ...extra }));
      return;
    }
    setProblems({});
    void run(() => onSubmit({ choice, ...extra }));
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} aria-label={name}>
      <Flex direction="column" gap="3">
        {error && <FormErrorCallout message={error} />}
        <Flex direction="column" gap="1">
          <Text as="div" size="2" weight="medium" id={`${id}-choice-label`}>
            {choiceLabel}
          </Text>
          <RadioGroup.Root
            name={choiceField}
            aria-labelledby={`${id}-choice-label`}
            aria-invalid={problems.choice ? true : undefined}
            value={choice}
            onValueChange={(value) => {
              setChoice(value as Choice);
              setProblems({});
            }}
          >
            {choices.map((value) => (
              <RadioGroup.Item key={value} value={value}>
                {choiceLabels[value]}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          {problems.choice && (
            <Text size="1" color="red">
              {problems.choice}
            </Text>
          )}
        </Flex>
        {choice === amountChoice && (
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
        <FormField id={`${id}-message`} label={messageLabel} problem={undefined}>
          {(control) => (
            <TextArea
              {...control}
              name="message"
              rows={3}
              maxLength={messageMaxLength}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </FormField>
        <Flex justify="end">
          <Button type="submit" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
