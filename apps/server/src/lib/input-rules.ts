import { isChargeable, toMinorUnits } from '@robomarket/api-client/money';
import { ApiError, type FieldProblem } from './api-error.ts';

/** A 400 `validation_failed` naming the fields at fault, the first one in `error`. */
export function invalidFields(message: string, fields: FieldProblem[]): ApiError {
  const [first] = fields;
  return new ApiError(400, 'validation_failed', message, {
    detail: first === undefined ? undefined : `body/${first.field} ${first.message}`,
    fields,
  });
}

/** Minor units of an amount the contract already checked (its pattern); throws when it is not one. */
export function minorUnitsOf(amount: string): bigint {
  const minor = toMinorUnits(amount);
  if (minor === undefined) throw new Error(`${amount} passed validation but is not an amount`);
  return minor;
}

/**
 * Refuses amounts a card provider cannot charge exactly in `currency`, where the amount is fixed: a
 * currency charged without a minor unit (ISO 4217 exponent 0: JPY, KRW, CLP, ...; MGA at Stripe) takes
 * whole amounts only, so "1000.50" JPY is a 400 naming each amount field and `currencyField` (when sent).
 * `amounts` maps a field to its minor units; null and undefined (not sent) are skipped.
 */
export function requireChargeable(
  currency: string,
  currencyField: string | undefined,
  amounts: Record<string, bigint | null | undefined>,
): void {
  const fields: FieldProblem[] = Object.entries(amounts).flatMap(([field, minor]) =>
    minor === null || minor === undefined || isChargeable(minor, currency)
      ? []
      : [{ field, message: `must be a whole amount (ending in .00) in ${currency}` }],
  );
  if (fields.length === 0) return;
  if (currencyField !== undefined) {
    fields.push({
      field: currencyField,
      message: `${currency} is charged in whole units, so its amounts end in .00`,
    });
  }
  throw invalidFields(
    `${currency} amounts must be whole: the currency is charged without a minor unit`,
    fields,
  );
}

/**
 * Days since 1970-01-01 of a `YYYY-MM-DD` date the contract checked (`format: date`), or undefined for a
 * year PostgreSQL's `date` cannot hold from text (0000).
 */
export function dayNumber(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return undefined;
  const time = Date.UTC(year, month - 1, day);
  const parsed = new Date(time);
  // Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear puts them back.
  parsed.setUTCFullYear(year);
  if (parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) return undefined;
  return Math.round(parsed.getTime() / 86_400_000);
}
