import type { ErrorObject } from 'ajv/dist/2020.js';
import type { FieldProblem } from '../../lib/api-error.ts';
import { problemSentence, type RequestPart } from './field-words.ts';

/** Ajv's `instancePath` (`/images/0`) as the contract's field path (`images/0`), JSON Pointer unescaped. */
function fieldPath(instancePath: string, child?: unknown): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (typeof child === 'string') segments.push(child);
  return segments.join('/');
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

// Patterns people meet in forms, worded by what the value is, not by the expression.
const PATTERN_WORDS: ReadonlyArray<{ field: RegExp; message: string }> = [
  { field: /phone/i, message: 'must be a phone number like +44 20 7946 0958' },
  {
    field: /price|amount|budget|total|savings/i,
    message: 'must be an amount with two decimals, such as 12500.00',
  },
  { field: /url|image/i, message: 'must be a web address starting with https://' },
];

/** The contract's pattern of one-line text (`PersonName`, `SingleLineName`): no control characters. */
const SINGLE_LINE_PATTERN = '^[^\\x00-\\x1F\\x7F]*$';

const FORMAT_WORDS: Readonly<Record<string, string>> = {
  email: 'must be an e-mail address like name@example.com',
  uri: 'must be a web address starting with https://',
  uuid: 'must be an id in UUID form',
  date: 'must be a date like 2026-01-31',
  'date-time': 'must be a date and time like 2026-01-31T09:00:00Z',
};

/** What is wrong, in words that follow the field's label ("Title" + " must be at most 200 characters"). */
function describe(error: ErrorObject, field: string): string {
  const params = error.params as Record<string, unknown>;
  const limit = typeof params.limit === 'number' ? params.limit : 0;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'is not a field this request accepts';
    case 'maxLength':
      return `must be at most ${plural(limit, 'character')}`;
    case 'minLength':
      return limit <= 1 ? 'is required' : `must be at least ${plural(limit, 'character')}`;
    case 'maximum':
      return `must be at most ${limit}`;
    case 'minimum':
      return `must be at least ${limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${limit}`;
    case 'exclusiveMinimum':
      return `must be more than ${limit}`;
    case 'maxItems':
      return `must have at most ${plural(limit, 'item')}`;
    case 'minItems':
      return `must have at least ${plural(limit, 'item')}`;
    case 'maxProperties':
      return `must have at most ${plural(limit, 'entry')}`;
    case 'propertyNames':
      return 'has an entry whose name is empty or too long';
    case 'type':
      return `must be ${/^[aeiou]/.test(String(params.type)) ? 'an' : 'a'} ${String(params.type)}`;
    case 'enum':
      return Array.isArray(params.allowedValues)
        ? `must be one of ${params.allowedValues.map(String).join(', ')}`
        : 'is not one of the allowed values';
    case 'format':
      return FORMAT_WORDS[String(params.format)] ?? 'is not in the expected format';
    case 'pattern':
      if (params.pattern === SINGLE_LINE_PATTERN)
        return 'must be one line, without line breaks or control characters';
      return (
        PATTERN_WORDS.find((words) => words.field.test(field))?.message ?? 'is not in the expected format'
      );
    default:
      return 'is not valid';
  }
}

/** The field a failed validation is about: its path, and the missing or unknown child it names. */
function fieldOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const child =
    error.keyword === 'required'
      ? params.missingProperty
      : error.keyword === 'additionalProperties'
        ? params.additionalProperty
        : error.keyword === 'unevaluatedProperties'
          ? params.unevaluatedProperty
          : undefined;
  return fieldPath(error.instancePath, child);
}

const REQUEST_PARTS: ReadonlySet<string> = new Set(['body', 'querystring', 'params', 'headers']);

/**
 * The 400's `message` for a failed validation of `context` (body, querystring, params, headers): the field
 * as a person names it and what is wrong, "Title must be at most 200 characters", "Limit must be at most
 * 100", "Id in the address must be an id in UUID form"; never the schema path (that stays in `error`).
 */
export function validationSentence(context: string, error: ErrorObject): string {
  const part = (REQUEST_PARTS.has(context) ? context : 'request') as RequestPart;
  if (error.keyword === 'moneyQuery') {
    return problemSentence(part, fieldPath(error.instancePath), error.message ?? 'must be an amount');
  }
  const field = fieldOf(error);
  return problemSentence(part, field, describe(error, field));
}

/**
 * The contract's `fields` for a failed body validation: the field's path and what is wrong with it in
 * words for people (Ajv's own wording, "must NOT have more than 200 characters", is for developers and
 * stays in the body's `error`). Undefined for anything but the body and the money query parameters.
 */
export function fieldProblems(context: string, error: ErrorObject): FieldProblem[] | undefined {
  // A money filter a person typed (`minPrice=30.000,5`): the parameter and what it must be.
  if (context === 'querystring' && error.keyword === 'moneyQuery') {
    return [{ field: fieldPath(error.instancePath), message: error.message ?? 'must be an amount' }];
  }
  if (context !== 'body') return undefined;
  const field = fieldOf(error);
  if (field === '') return undefined;
  return [{ field, message: describe(error, field) }];
}
