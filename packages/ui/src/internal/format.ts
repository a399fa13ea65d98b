// Formatting shared by the procurement components: dates in en-US short form, money without decimals.
import { formatPrice } from '../primitives/price-text';

const DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * A date or date-time ("2026-03-01", "2026-03-01T10:00:00Z") in en-US short form: "Mar 1, 2026". Dates are
 * read in UTC, so a calendar date never shifts a day with the viewer's time zone; anything else is shown as
 * it came.
 */
export function formatShortDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A money amount (the contract's decimal string) without decimals, "$12,500", rounded half away from zero
 * by Intl's exact decimal arithmetic on the string (never a float).
 */
export function formatWholeMoney(amount: string, currency = 'USD'): string {
  const value = amount.trim();
  if (!DECIMAL.test(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(value as `${number}`);
  } catch {
    return formatPrice(value, currency);
  }
}

/** A budget range without decimals, "$10,000 – $50,000"; one end alone reads "from" or "up to". */
export function formatMoneyRange(min: string | null, max: string | null, currency = 'USD'): string {
  if (min !== null && max !== null)
    return `${formatWholeMoney(min, currency)} – ${formatWholeMoney(max, currency)}`;
  if (min !== null) return `From ${formatWholeMoney(min, currency)}`;
  if (max !== null) return `Up to ${formatWholeMoney(max, currency)}`;
  return 'No budget given';
}
