import { describeFailure } from '../../primitives/describe-failure';
/** A field the server may name in a 400's detail, and the form control that shows it. */
export interface ServerField<Name extends string> {
  /** The control's name in the form. */
  name: Name;
  /** The control's label, which starts the shown problem. */
  label: string;
}

/**
 * The contract's field names (as in `fields[].field` or `body/<field>`) mapped to the form's controls: a
 * map, or a function for paths a map cannot list, such as the rows of a list (`images/0`).
 */
export type ServerFields<Name extends string> =
  | Readonly<Partial<Record<string, ServerField<Name>>>>
  | ((field: string) => ServerField<Name> | undefined);

/** The control for the contract's field path `key`, if the form has one. */
export function serverFieldOf<Name extends string>(
  fields: ServerFields<Name>,
  key: string,
): ServerField<Name> | undefined {
  if (typeof fields === 'function') return fields(key);
  // Own keys only: "body/constructor …" must not reach Object.prototype.
  return Object.hasOwn(fields, key) ? fields[key] : undefined;
}

/** One problem to show next to a control. */
export interface ServerFieldProblem<Name extends string> {
  name: Name;
  problem: string;
}

// The server names the first invalid top-level field of a body: "body/first_name must NOT have more …".
const BODY_FIELD = /^body\/([A-Za-z_]\w*) (.+)$/;

/**
 * The problems to show next to controls when a failure names fields of the form: every entry of the
 * contract's `fields` the form has a control for ("Image 2 must be a web address starting with https://"),
 * else the field its `error` detail names (the contract's error body, as the API client's ApiError carries
 * it), e.g. "First name must NOT have more than 100 characters"; empty for any other failure. One problem
 * per control, the first the server gave.
 */
export function serverFieldProblems<Name extends string>(
  reason: unknown,
  fields: ServerFields<Name>,
): ServerFieldProblem<Name>[] {
  if (typeof reason !== 'object' || reason === null) return [];
  // The contract's `fields` (words for people) first; the `error` detail is the older, terser source.
  const found: ServerFieldProblem<Name>[] = [];
  for (const { field: key, message } of describeFailure(reason, '').fields) {
    const field = serverFieldOf(fields, key);
    if (field && !found.some((problem) => problem.name === field.name)) {
      found.push({ name: field.name, problem: `${field.label} ${message}` });
    }
  }
  if (found.length > 0 || !('error' in reason)) return found;
  const detail = reason.error;
  if (typeof detail !== 'string') return [];
  const match = BODY_FIELD.exec(detail.trim());
  const key = match?.[1];
  const field = key === undefined ? undefined : serverFieldOf(fields, key);
  if (!match || !field) return [];
  return [{ name: field.name, problem: `${field.label} ${match[2]}` }];
}
