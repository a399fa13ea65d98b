// The card form's checks on the device. Only the card number is ever sent; the expiry and CVC are checked
// here the way a card provider's form checks them, and then forgotten.

/** The longest card number (ISO/IEC 7812 allows up to 19 digits). */
const MAX_CARD_DIGITS = 19;
/** The shortest card number a provider accepts. */
const MIN_CARD_DIGITS = 12;

/** The card form's fields, in screen order. */
export type CardField = 'cardNumber' | 'expiry' | 'cvc';

/** What the buyer typed. */
export interface CardDraft {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** The digits of `value`, nothing else. */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** A card number as typed, grouped by 4 digits: "4242424242" → "4242 4242 42". */
export function groupCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Where the caret goes after regrouping: after the same number of digits as before it in the typed value,
 * so typing or deleting in the middle of the number does not throw the caret to the end.
 */
export function caretAfterGrouping(typed: string, caret: number, grouped: string): number {
  const digitsBefore = digitsOf(typed.slice(0, caret)).length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < grouped.length; index += 1) {
    if (/\d/.test(grouped.charAt(index))) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return grouped.length;
}

/** An expiry as typed, "MM / YY": "1228" → "12 / 28"; a lone digit above 1 is a month ("4" → "04 / "). */
export function formatExpiry(value: string, previous: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  // Deleting the separator deletes the month's last digit with it, as people expect.
  if (value.length < previous.length && previous.endsWith(' / ') && digits.length === 2) {
    return digits.slice(0, 1);
  }
  if (digits.length < 2) return digits;
  if (digits.length === 2 && value.length < previous.length) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The Luhn checksum every card number carries. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits.charAt(digits.length - 1 - index));
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardNumberProblem(value: string): string | undefined {
  const digits = digitsOf(value);
  if (digits.length === 0) return 'Enter your card number.';
  if (digits.length < MIN_CARD_DIGITS) return 'Your card number is incomplete.';
  if (!passesLuhn(digits)) return 'Your card number is invalid.';
  return undefined;
}

function expiryProblem(value: string, today: Date): string | undefined {
  if (value.trim() === '') return 'Enter the expiry date.';
  const match = /^(\d{2}) \/ (\d{2})$/.exec(value.trim());
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) return 'Enter the expiry as MM / YY.';
  const year = 2000 + Number(match[2]);
  // A card is good through the last day of its month: the current month still passes.
  const thisMonth = today.getFullYear() * 12 + today.getMonth();
  if (year * 12 + (month - 1) < thisMonth) return 'Your card has expired.';
  return undefined;
}

function cvcProblem(value: string): string | undefined {
  if (value.trim() === '') return 'Enter the CVC.';
  if (!/^\d{3,4}$/.test(value.trim())) return 'The CVC is 3 or 4 digits.';
  return undefined;
}

/** Each field's problem, keyed by field; empty when the card may be sent. */
export function checkCard(draft: CardDraft, today: Date): Partial<Record<CardField, string>> {
  const problems: Partial<Record<CardField, string>> = {};
  const cardNumber = cardNumberProblem(draft.cardNumber);
  if (cardNumber) problems.cardNumber = cardNumber;
  const expiry = expiryProblem(draft.expiry, today);
  if (expiry) problems.expiry = expiry;
  const cvc = cvcProblem(draft.cvc);
  if (cvc) problems.cvc = cvc;
  return problems;
}
