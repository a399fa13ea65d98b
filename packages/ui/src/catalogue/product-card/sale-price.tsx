import { Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { formatPrice, PriceText } from '../../primitives/price-text';

const AMOUNT = /^(\d+)\.(\d{2})$/;

/** Minor units of a two-decimal amount ("12500.00" → 1250000n), or undefined for anything else. */
function minorUnits(amount: string): bigint | undefined {
  const match = AMOUNT.exec(amount.trim());
  return match ? BigInt(`${match[1]}${match[2]}`) : undefined;
}

/** The saving of a sale as an amount ("200.00") and whole per cent rounded down; undefined when there is none. */
export function saleSaving(
  price: string,
  compareAt: string,
): { amount: string; percent: number } | undefined {
  const now = minorUnits(price);
  const was = minorUnits(compareAt);
  if (now === undefined || was === undefined || was <= now) return undefined;
  const saving = was - now;
  const cents = (saving % 100n).toString().padStart(2, '0');
  return { amount: `${saving / 100n}.${cents}`, percent: Number((saving * 100n) / was) };
}

export interface SalePriceProps {
  /** The price now, a two-decimal string. */
  price: string;
  /** The "was" price, a two-decimal string above `price`. */
  compareAt: string;
  /** ISO 4217 code of both. */
  currency: string;
  /** Text size of the price now. */
  size?: '3' | '4' | '6' | '7';
}

/**
 * A price on sale: the price now, the "was" price struck through, and the saving ("Save $200.00 (18%)").
 * A "was" price that is not above the price is ignored and the price shown alone.
 */
export function SalePrice({ price, compareAt, currency, size = '4' }: SalePriceProps) {
  const saving = saleSaving(price, compareAt);
  if (saving === undefined) return <PriceText price={price} currency={currency} size={size} />;
  return (
    <Flex direction="column" gap="0">
      <Flex gap="2" align="baseline" wrap="wrap">
        <PriceText price={price} currency={currency} size={size} color="red" highContrast />
        <Text size="2" color="gray">
          <VisuallyHidden>Was </VisuallyHidden>
          <s>{formatPrice(compareAt, currency)}</s>
        </Text>
      </Flex>
      <Text size="1" weight="medium" color="green" highContrast>
        Save {formatPrice(saving.amount, currency)} ({saving.percent}%)
      </Text>
    </Flex>
  );
}
