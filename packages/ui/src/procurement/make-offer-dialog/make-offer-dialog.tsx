import { Dialog, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import {
  AcceptanceTestFields,
  type AcceptanceTestProblems,
  checkAcceptanceTest,
  emptyAcceptanceTestDraft,
} from '../../fleet/acceptance-test-fields';
import { DialogHeading } from '../../internal/dialog-form/form-dialog';
import { DialogFormActions } from '../../internal/form-buttons';
import { FormErrorCallout } from '../../internal/form-error-callout';
import { FormField } from '../../internal/form-field';
import { isPriceInput, normalisePrice, PRICE_PROBLEM } from '../../internal/price-input';
import { useReturnFocus } from '../../internal/return-focus';
import { useAsyncSubmit } from '../../internal/use-async-submit';
import { formatPrice } from '../../primitives/price-text';
import type { AcceptanceTestView } from '../../views/acceptance-view';
import { priceLine } from '../../views/offer-view';

/** What the buyer offers: the contract's CreateOfferRequest. */
export interface MakeOfferValues {
  /** Per unit, a decimal string with two decimals ("1100.00"). */
  price: string;
  /** Units wanted, at least 1. */
  quantity: number;
  /** A note to the seller; left out when blank. */
  message?: string;
  /** The acceptance test the buyer asks for (ADR 0100); left out without one. */
  acceptanceTest?: AcceptanceTestView;
}

/** The problem of a quantity that is not a whole number from 1 to 1,000,000. */
export const QUANTITY_PROBLEM = 'Please enter a quantity from 1 to 1,000,000';

/** The failure shown when the server gives no reason. */
export const OFFER_FAILED = 'Failed to send offer. Please try again.';

const MESSAGE_MAX = 2000;

export interface MakeOfferDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Told when the user closes the dialog, and with `false` after a successful submit. */
  onOpenChange: (open: boolean) => void;
  /** The product's name, in the dialog's description. */
  productName: string;
  /** The product's listed price per unit, shown for reference. */
  listPrice: string;
  /** ISO 4217 code of the product's price; the offer is in it too. */
  currency: string;
  /** Sends the offer; reject to keep the form open with the failure's message. */
  onSubmit: (values: MakeOfferValues) => Promise<unknown>;
  /** Where the dialog is portalled (a shadow root); the document's body by default. */
  container?: HTMLElement | null;
}

/**
 * Make an Offer (product-spec §2 Product display): a price per unit with the product price rules of §5,
 * a quantity, a message and an optional acceptance test (ADR 0100). Submitting shows 'Sending...'; a failure stays in the form.
 */
export function MakeOfferDialog({
  open,
  onOpenChange,
  productName,
  listPrice,
  currency,
  onSubmit,
  container,
}: MakeOfferDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content container={container} maxWidth="460px" {...returnFocus}>
        <DialogHeading
          title="Make an Offer"
          description={`Offer your price per unit for ${productName} (listed at ${formatPrice(listPrice, currency)}).`}
        />
        <MakeOfferForm currency={currency} onSubmit={onSubmit} onDone={() => onOpenChange(false)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

interface MakeOfferFormProps {
  currency: string;
  onSubmit: MakeOfferDialogProps['onSubmit'];
  onDone: () => void;
}

// Inside Content, so each opening starts from an empty form.
function MakeOfferForm({ currency, onSubmit, onDone }: MakeOfferFormProps) {
  const id = useId();
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState('');
  const [acceptance, setAcceptance] = useState(emptyAcceptanceTestDraft);
  const [problems, setProblems] = useState<{ price?: string; quantity?: string } & AcceptanceTestProblems>(
    {},
  );
  const { busy, error, run } = useAsyncSubmit({ fallbackError: OFFER_FAILED });

  const normalised = normalisePrice(price);
  const count = /^\d{1,7}$/.test(quantity.trim()) ? Number(quantity.trim()) : Number.NaN;
  const quantityOk = Number.isInteger(count) && count >= 1 && count <= 1_000_000;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkAcceptanceTest(acceptance);
    const found = {
      price: normalised === null ? PRICE_PROBLEM : undefined,
      quantity: quantityOk ? undefined : QUANTITY_PROBLEM,
      ...checked.problems,
    };
    setProblems(found);
    const first = Object.entries(found).find(([, problem]) => problem)?.[0];
    if (normalised === null || !quantityOk || first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const note = message.trim();
    const values: MakeOfferValues = {
      price: normalised,
      quantity: count,
      ...(note ? { message: note } : {}),
      ...(checked.test ? { acceptanceTest: checked.test } : {}),
    };
    void run(() => onSubmit(values)).then((done) => {
      if (done) onDone();
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      <Flex direction="column" gap="3">
        {error && <FormErrorCallout message={error} />}
        <FormField id={`${id}-price`} label="Your price per unit" problem={problems.price}>
          {(control) => (
            <TextField.Root
              {...control}
              name="price"
              inputMode="decimal"
              autoComplete="off"
              required
              placeholder="0.00"
              value={price}
              onChange={(event) => {
                // Letters, a second point or a third decimal are refused as a whole (product-spec §5).
                if (isPriceInput(event.target.value)) {
                  setPrice(event.target.value);
                  setProblems((previous) => ({ ...previous, price: undefined }));
                } else {
                  // Put back what was there: preact/compat (the app's React) keeps the refused text otherwise.
                  event.target.value = price;
                }
              }}
            >
              <TextField.Slot side="right">
                <Text size="1" color="gray">
                  {currency}
                </Text>
              </TextField.Slot>
            </TextField.Root>
          )}
        </FormField>
        <FormField id={`${id}-quantity`} label="Quantity" problem={problems.quantity}>
          {(control) => (
            <TextField.Root
              {...control}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={1_000_000}
              step={1}
              required
              value={quantity}
              onChange={(event) => {
                setQuantity(event.target.value);
                setProblems((previous) => ({ ...previous, quantity: undefined }));
              }}
            />
          )}
        </FormField>
        <FormField id={`${id}-message`} label="Message to the seller (optional)" problem={undefined}>
          {(control) => (
            <TextArea
              {...control}
              name="message"
              maxLength={MESSAGE_MAX}
              rows={3}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </FormField>
        <AcceptanceTestFields
          idPrefix={`${id}-acceptance`}
          side="buyer"
          draft={acceptance}
          problems={problems}
          onChange={(change) => {
            setAcceptance((previous) => ({ ...previous, ...change }));
            setProblems((previous) => ({
              ...previous,
              acceptanceHours: undefined,
              acceptanceDays: undefined,
              acceptanceCodes: undefined,
            }));
          }}
        />
        {normalised !== null && quantityOk && (
          <Text size="2" color="gray" role="status">
            Total: {priceLine(normalised, count, currency)}
          </Text>
        )}
        <DialogFormActions busy={busy} label="Send Offer" busyLabel="Sending..." />
      </Flex>
    </form>
  );
}
