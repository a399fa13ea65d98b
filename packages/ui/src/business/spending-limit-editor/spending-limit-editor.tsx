import { Checkbox, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { type Currency, currencyValues } from '@robomarket/api-client/enums';
import { useId } from 'react';
import { FIELD_CONTROL_CLASS } from '../../internal/form-field';
import { isPriceInput, normalisePrice } from '../../internal/price-input';

/** A spending limit as the contract sends it: a decimal amount and its currency. */
export interface SpendingLimitValue {
  /** The amount as typed, e.g. '20000' or '20000.00'. */
  amount: string;
  /** ISO 4217 code. */
  currency: Currency;
}

/** The message for a limit that is not an amount greater than 0. */
export const LIMIT_PROBLEM = 'Enter a limit greater than 0, or choose No limit';

/**
 * The limit as the contract wants it ('20000' → '20000.00'), null for No limit, or undefined when the typed
 * amount is not a number greater than 0.
 */
export function normaliseSpendingLimit(
  value: SpendingLimitValue | null,
): SpendingLimitValue | null | undefined {
  if (value === null) return null;
  const amount = normalisePrice(value.amount);
  return amount === null ? undefined : { amount, currency: value.currency };
}

/** A limit in words, e.g. '20,000.00 USD', or 'No limit'. */
export function describeSpendingLimit(
  value: { amount: string; currency: string } | null | undefined,
): string {
  if (value === null || value === undefined) return 'No limit';
  const [whole = '0', fraction] = value.amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${fraction === undefined ? grouped : `${grouped}.${fraction}`} ${value.currency}`;
}

export interface SpendingLimitEditorProps {
  /** The limit; null is No limit. */
  value: SpendingLimitValue | null;
  /** Called with the new limit as it is typed (null when No limit is ticked). */
  onChange: (value: SpendingLimitValue | null) => void;
  /** Why the limit is not accepted (shown under the amount). */
  problem?: string | undefined;
  /** The currency a new limit starts in. */
  defaultCurrency?: Currency;
  /** While saving, the controls wait. */
  disabled?: boolean;
  /** Where the currency list is portalled; pass a node inside a shadow root to keep the styles. */
  container?: HTMLElement | null;
  /** The fieldset's legend; 'Spending limit' by default (a parent's budget for a subsidiary says 'Budget'). */
  legend?: string;
  /** The box that removes the limit; 'No limit' by default. */
  noLimitLabel?: string;
}

/**
 * The most a member may award without an approval: an amount and a currency, or No limit. Only digits with
 * at most two decimals go into the amount; the parent checks it with `normaliseSpendingLimit`.
 */
export function SpendingLimitEditor({
  value,
  onChange,
  problem,
  defaultCurrency = 'USD',
  disabled = false,
  container,
  legend = 'Spending limit',
  noLimitLabel = 'No limit',
}: SpendingLimitEditorProps) {
  const id = useId();
  const noLimit = value === null;
  return (
    <Flex direction="column" gap="2" asChild>
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <Text as="p" size="2" weight="medium" asChild>
          <legend>{legend}</legend>
        </Text>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Checkbox
              checked={noLimit}
              disabled={disabled}
              onCheckedChange={(checked) =>
                onChange(checked === true ? null : { amount: '', currency: defaultCurrency })
              }
            />
            {noLimitLabel}
          </Flex>
        </Text>
        {value !== null && (
          <Flex gap="2" align="end" wrap="wrap">
            <Flex direction="column" gap="1" flexGrow="1">
              <Text as="label" size="2" htmlFor={`${id}-amount`}>
                Amount
              </Text>
              <TextField.Root
                id={`${id}-amount`}
                className={FIELD_CONTROL_CLASS}
                inputMode="decimal"
                autoComplete="off"
                disabled={disabled}
                value={value.amount}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                onChange={(event) => {
                  const typed = event.target.value.trim();
                  if (isPriceInput(typed)) onChange({ ...value, amount: typed });
                }}
              />
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" size="2" id={`${id}-currency`}>
                Currency
              </Text>
              <Select.Root
                value={value.currency}
                disabled={disabled}
                onValueChange={(chosen) => {
                  const currency = currencyValues.find((code) => code === chosen);
                  if (currency) onChange({ ...value, currency });
                }}
              >
                <Select.Trigger aria-labelledby={`${id}-currency`} />
                <Select.Content container={container} position="popper">
                  {currencyValues.map((code) => (
                    <Select.Item key={code} value={code}>
                      {code}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
          </Flex>
        )}
        {problem && (
          <Text id={`${id}-problem`} size="1" color="red">
            {problem}
          </Text>
        )}
      </fieldset>
    </Flex>
  );
}
