// Money as the contract's decimal strings ("12500.00") and as integer minor units, with string and BigInt
// arithmetic only: a float cannot hold 0.10 exactly, let alone sums of it. The server, `ui` and the app all
// parse and format amounts here, so the rules are written once.

import type { Currency } from '@robomarket/api-client/enums';

// ISO 4217 minor-unit exponents (list one, 2026) of every code in the contract's `Currency` enum, kept by
// hand here (the module has no runtime imports): a code added to the enum is a type error until it has one.
/** Digits after the point in a currency's own minor unit: JPY 0 (yen), USD 2 (cents), KWD 3 (fils). */
type MinorUnitExponent = 0 | 2 | 3;

/** The exponent of each currency the contract lists. */
export const currencyExponents: Readonly<Record<Currency, MinorUnitExponent>> = {
  AED: 2,
  AFN: 2,
  ALL: 2,
  AMD: 2,
  AOA: 2,
  ARS: 2,
  AUD: 2,
  AWG: 2,
  AZN: 2,
  BAM: 2,
  BBD: 2,
  BDT: 2,
  BHD: 3,
  BIF: 0,
  BMD: 2,
  BND: 2,
  BOB: 2,
  BRL: 2,
  BSD: 2,
  BTN: 2,
  BWP: 2,
  BYN: 2,
  BZD: 2,
  CAD: 2,
  CDF: 2,
  CHF: 2,
  CLP: 0,
  CNY: 2,
  COP: 2,
  CRC: 2,
  CUP: 2,
  CVE: 2,
  CZK: 2,
  DJF: 0,
  DKK: 2,
  DOP: 2,
  DZD: 2,
  EGP: 2,
  ERN: 2,
  ETB: 2,
  EUR: 2,
  FJD: 2,
  FKP: 2,
  GBP: 2,
  GEL: 2,
  GHS: 2,
  GIP: 2,
  GMD: 2,
  GNF: 0,
  GTQ: 2,
  GYD: 2,
  HKD: 2,
  HNL: 2,
  HTG: 2,
  HUF: 2,
  IDR: 2,
  ILS: 2,
  INR: 2,
  IQD: 3,
  IRR: 2,
  ISK: 0,
  JMD: 2,
  JOD: 3,
  JPY: 0,
  KES: 2,
  KGS: 2,
  KHR: 2,
  KMF: 0,
  KPW: 2,
  KRW: 0,
  KWD: 3,
  KYD: 2,
  KZT: 2,
  LAK: 2,
  LBP: 2,
  LKR: 2,
  LRD: 2,
  LSL: 2,
  LYD: 3,
  MAD: 2,
  MDL: 2,
  MGA: 2,
  MKD: 2,
  MMK: 2,
  MNT: 2,
  MOP: 2,
  MRU: 2,
  MUR: 2,
  MVR: 2,
  MWK: 2,
  MXN: 2,
  MYR: 2,
  MZN: 2,
  NAD: 2,
  NGN: 2,
  NIO: 2,
  NOK: 2,
  NPR: 2,
  NZD: 2,
  OMR: 3,
  PAB: 2,
  PEN: 2,
  PGK: 2,
  PHP: 2,
  PKR: 2,
  PLN: 2,
  PYG: 0,
  QAR: 2,
  RON: 2,
  RSD: 2,
  RUB: 2,
  RWF: 0,
  SAR: 2,
  SBD: 2,
  SCR: 2,
  SDG: 2,
  SEK: 2,
  SGD: 2,
  SHP: 2,
  SLE: 2,
  SOS: 2,
  SRD: 2,
  SSP: 2,
  STN: 2,
  SVC: 2,
  SYP: 2,
  SZL: 2,
  THB: 2,
  TJS: 2,
  TMT: 2,
  TND: 3,
  TOP: 2,
  TRY: 2,
  TTD: 2,
  TWD: 2,
  TZS: 2,
  UAH: 2,
  UGX: 0,
  USD: 2,
  UYU: 2,
  UZS: 2,
  VED: 2,
  VES: 2,
  VND: 0,
  VUV: 0,
  WST: 2,
  XAF: 0,
  XCD: 2,
  XCG: 2,
  XOF: 0,
  XPF: 0,
  YER: 2,
  ZAR: 2,
  ZMW: 2,
  ZWG: 2,
};

/** The contract's `Money`: up to 13 integer digits and exactly two decimals. */
const MONEY = /^(\d{1,13})\.(\d{2})$/;

/** What a person may type as an amount: up to 13 integer digits, an optional point, up to two decimals. */
const TYPED = /^(\d{0,13})(?:\.(\d{0,2}))?$/;

/**
 * Minor units (cents) of a contract amount such as `"12500.00"`, or undefined when the text is not one
 * (`"1.5"`, `"1.234"`, `"-1.00"`, `"abc"`).
 */
export function toMinorUnits(amount: string): bigint | undefined {
  const match = MONEY.exec(amount);
  if (match === null) return undefined;
  return BigInt(`${match[1]}${match[2]}`);
}

/** The contract's amount for minor units: `1250000n` → `"12500.00"`, `10n` → `"0.10"`. */
export function fromMinorUnits(minor: bigint | string): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Whether a contract amount is valid and greater than zero (the rule for prices). */
export function isPositiveAmount(amount: unknown): amount is string {
  if (typeof amount !== 'string') return false;
  const minor = toMinorUnits(amount);
  return minor !== undefined && minor > 0n;
}

// Commas only between thousands: "30,000" and "1,200,000", never "30,00" (a decimal comma) or "3,0000".
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.|$)/;

/**
 * A typed amount ("50000", "1200.5", "1,200.50", ".5", "12.") as the contract's decimal string with two
 * decimals ("1200.50"); undefined when it is not a non-negative amount with at most two decimals, or has a
 * comma anywhere but between thousands ("30,00", "30.000,5").
 */
export function toMoneyString(typed: string): string | undefined {
  const trimmed = typed.trim();
  if (trimmed.includes(',') && !GROUPED.test(trimmed)) return undefined;
  const match = TYPED.exec(trimmed.replaceAll(',', ''));
  if (match === null) return undefined;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return undefined;
  return `${whole.replace(/^0+(?=\d)/, '') || '0'}.${fraction.padEnd(2, '0')}`;
}

/** -1, 0 or 1 as `a` is below, equal to or above `b` (decimal strings with at most two decimals). */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const left = toMinorUnits(toMoneyString(a) ?? '');
  const right = toMinorUnits(toMoneyString(b) ?? '');
  if (left === undefined || right === undefined) throw new RangeError(`Not amounts: ${a}, ${b}`);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The number typed in a money input as it was stored: "12500.00" → "12500", "12.50" stays. */
export function moneyInputValue(amount: string): string {
  return amount.endsWith('.00') ? amount.slice(0, -3) : amount;
}

// ---------------------------------------------------------------- per currency

/** Exponents by code, for codes that arrive as plain strings. */
const exponentOf: ReadonlyMap<string, number> = new Map(Object.entries(currencyExponents));

/** The ISO 4217 minor-unit exponent of a currency (JPY 0, USD 2, KWD 3); undefined for a code not listed. */
export function currencyExponent(currency: string): number | undefined {
  return exponentOf.get(currency.toUpperCase());
}

/** Exponents by currency code. */
type Exponents = Readonly<Record<string, number>>;

/**
 * Where Stripe counts a currency other than ISO 4217 says: ISK stays two-decimal in its API (whole krónur
 * only, so multiples of 100), MGA is zero-decimal there. Pass it to the provider-amount functions for Stripe.
 */
export const stripeExponents: Exponents = { ISK: 2, MGA: 0 };

/** The exponent `exponents` give a currency, else its ISO 4217 one. */
const exponentIn = (currency: string, exponents: Exponents): number | undefined =>
  exponents[currency.toUpperCase()] ?? currencyExponent(currency);

/** `amount` counted in units of 10^-`from`, counted in units of 10^-`to`; undefined when not exact. */
function rescale(amount: bigint, from: number, to: number): bigint | undefined {
  if (to >= from) return amount * 10n ** BigInt(to - from);
  const divisor = 10n ** BigInt(from - to);
  return amount % divisor === 0n ? amount / divisor : undefined;
}

/**
 * The integer amount a provider is sent for our minor units (hundredths) in `currency`: 1000.00 (100000n)
 * is 100000n cents in USD, 1000n yen in JPY, 1000000n fils in KWD. Undefined when it cannot be charged
 * exactly: an amount with cents in a currency without them (exponent 0), or a code not listed. `exponents`
 * are a provider's own where they differ from ISO 4217 ({@link stripeExponents}).
 */
export function toProviderAmount(
  minor: bigint,
  currency: string,
  exponents: Exponents = {},
): bigint | undefined {
  const exponent = exponentIn(currency, exponents);
  return exponent === undefined ? undefined : rescale(minor, 2, exponent);
}

/**
 * Our minor units (hundredths) for a provider's integer amount in `currency`, the inverse of
 * {@link toProviderAmount}; undefined when hundredths cannot hold it (1 fils) or the code is not listed.
 */
export function fromProviderAmount(
  amount: bigint,
  currency: string,
  exponents: Exponents = {},
): bigint | undefined {
  const exponent = exponentIn(currency, exponents);
  return exponent === undefined ? undefined : rescale(amount, exponent, 2);
}

/**
 * Whether minor units can be charged exactly in `currency`, in its ISO 4217 minor unit and in Stripe's:
 * false for cents in a currency charged in whole units (JPY, KRW, ISK, MGA, ...).
 */
export const isChargeable = (minor: bigint, currency: string): boolean =>
  toProviderAmount(minor, currency) !== undefined &&
  toProviderAmount(minor, currency, stripeExponents) !== undefined;
