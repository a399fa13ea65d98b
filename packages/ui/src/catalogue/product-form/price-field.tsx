import { Text, TextField } from '@radix-ui/themes';
import { FormField } from '../../internal/form-field';
import { isPriceInput } from '../../internal/price-input';

interface PriceFieldProps {
  id: string;
  value: string;
  /** ISO 4217 code shown beside the amount. */
  currency: string;
  problem: string | undefined;
  /** Told each text the field lets through. */
  onValueChange: (value: string) => void;
}

/** The price: digits with at most two decimals, the currency beside them. */
export function PriceField({ id, value, currency, problem, onValueChange }: PriceFieldProps) {
  return (
    <FormField id={id} label="Price" problem={problem}>
      {(control) => (
        <TextField.Root
          {...control}
          name="price"
          inputMode="decimal"
          autoComplete="off"
          required
          placeholder="0.00"
          value={value}
          onChange={(event) => {
            // Anything else (letters, a second point, a third decimal, a pasted "1,200") is refused as a whole.
            if (isPriceInput(event.target.value)) onValueChange(event.target.value);
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
