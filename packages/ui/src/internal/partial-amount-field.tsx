// The amount of a partial refund (the seller's offer, an admin's split): more than 0 and less than what is
// held, typed as a price and checked on its digits, never through floating point.
import { Text, TextField } from '@radix-ui/themes';
import { formatPrice } from '../primitives/price-text';
import { isPartialOf } from '../views/dispute-view';
import { FormField } from './form-field';
import { isPriceInput, normalisePrice } from './price-input';

/** The typed amount as the contract's Money, or the problem with it. */
export function partialAmount(
  typed: string,
  held: string,
  currency: string,
): { amount: string; problem?: undefined } | { amount?: undefined; problem: string } {
  const amount = normalisePrice(typed);
  if (amount === null || !isPartialOf(amount, held)) {
    return {
      problem: `Please enter an amount more than ${formatPrice('0.00', currency)} and less than ${formatPrice(held, currency)}`,
    };
  }
  return { amount };
}

interface PartialAmountFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  problem: string | undefined;
  currency: string;
}

/** A price field for a partial refund, refusing letters and a third decimal as they are typed. */
export function PartialAmountField({
  id,
  label,
  value,
  onValueChange,
  problem,
  currency,
}: PartialAmountFieldProps) {
  return (
    <FormField id={id} label={label} problem={problem}>
      {(control) => (
        <TextField.Root
          {...control}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          placeholder="0.00"
          value={value}
          onChange={(event) => {
            if (isPriceInput(event.target.value)) onValueChange(event.target.value);
            else event.target.value = value;
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
  );
}
