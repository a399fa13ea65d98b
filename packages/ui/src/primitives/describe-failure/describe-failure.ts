import type { FieldProblem } from '@robomarket/api-client';

/** Shown for a server failure (5xx, or retries that ran out on them). */
export const SERVER_TROUBLE_MESSAGE = 'Something went wrong on our side. Try again.';
/** Shown when no answer arrived at all (offline, DNS, a refused connection). */
export const OFFLINE_MESSAGE = "We couldn't reach RoboMarket. Check your connection and try again.";

// The client's message when its attempts ran out; an implementation detail nobody should read.
const RETRIES_EXHAUSTED = 'Max retries exceeded';

/** A failure in words for people, and what they can do about it. */
export interface FailureDescription {
  /** The sentence to show. */
  message: string;
  /** Trying the same thing again may work (network trouble, a server failure): offer "Try again". */
  retryable: boolean;
  /** The invalid input fields a 400 named, to show next to their controls. */
  fields: ReadonlyArray<FieldProblem>;
}

function numberOf(record: Record<string, unknown>, key: string): number | undefined {
  const value = record[key];
  return typeof value === 'number' ? value : undefined;
}

function textOf(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** The well-formed entries of an error's `fields` (the client's ApiError carries the body's). */
function fieldsOf(record: Record<string, unknown>): FieldProblem[] {
  const value = record.fields;
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FieldProblem =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as Record<string, unknown>).field === 'string' &&
      typeof (item as Record<string, unknown>).message === 'string',
  );
}

/**
 * The labels of a form's controls by the contract's field path: a map (`{ name: 'Title' }`), or a function
 * for paths a map cannot list, such as the rows of a list (`images/0` → "Image 1"); undefined when unknown.
 */
export type FieldLabels = Readonly<Record<string, string>> | ((field: string) => string | undefined);

function labelOf(labels: FieldLabels, field: string): string | undefined {
  if (typeof labels === 'function') return labels(field);
  return Object.hasOwn(labels, field) ? labels[field] : undefined;
}

/**
 * The one mapping from a failure (the API client's ApiError, an Error, a string) to what people read:
 * network trouble and server failures become a sentence with a retry, never "Max retries exceeded" or
 * "Internal server error"; a 400 that names fields says what is wrong with the first, after its label
 * from `labels` (`{ name: 'Title' }`: "Title must be at most 200 characters"), else after the field's path
 * in words (`images/0`: "Image 1"); anything else shows its own message, else `fallback`.
 */
export function describeFailure(
  reason: unknown,
  fallback: string,
  labels: FieldLabels = {},
): FailureDescription {
  if (typeof reason === 'string') return { message: reason.trim() || fallback, retryable: false, fields: [] };
  if (typeof reason !== 'object' || reason === null)
    return { message: fallback, retryable: false, fields: [] };
  const record = reason as Record<string, unknown>;
  const status = numberOf(record, 'status');
  const message = textOf(record, 'message');
  const fields = fieldsOf(record);
  if (status !== undefined && status >= 500 && status !== 501) {
    return { message: SERVER_TROUBLE_MESSAGE, retryable: true, fields };
  }
  // No answer at all: the client's attempts ran out on network errors, or fetch itself failed.
  if (message === RETRIES_EXHAUSTED || (reason instanceof TypeError && status === undefined)) {
    return { message: status ? SERVER_TROUBLE_MESSAGE : OFFLINE_MESSAGE, retryable: true, fields };
  }
  const [first] = fields;
  if (first !== undefined) {
    const label = labelOf(labels, first.field);
    return { message: `${label ?? humanField(first.field)} ${first.message}`, retryable: false, fields };
  }
  return { message: message || fallback, retryable: false, fields };
}

/** One item of a list named in the plural: "images" → "image", "categories" → "category". */
function singular(word: string): string {
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/[^s]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * `phone_number` → "Phone number", `images/0` → "Image 1" (one item, counted from 1), `specifications/Weight`
 * → "Specifications Weight": a field's path as a person would name it.
 */
export function humanField(path: string): string {
  const segments = path.split('/');
  const words = segments
    .map((segment, index) => {
      if (/^\d+$/.test(segment)) return String(Number(segment) + 1);
      const words = segment.replaceAll('_', ' ');
      // The list's name before an index names one of its items.
      return /^\d+$/.test(segments[index + 1] ?? '') ? singular(words) : words;
    })
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
