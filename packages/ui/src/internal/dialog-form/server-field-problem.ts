import { describeFailure } from '../../describe-failure';
/** A field the server may name in a 400's detail, and the form control that shows it. */
export interface ServerField<Name extends string> {
  /** The control's name in the form. */
  name: Name;
  /** The control's label, which starts the shown problem. */
  label: string;
}

/** The contract's field names (as in `fields[].field` or `body/<field>`) mapped to the form's controls. */
export type ServerFields<Name extends string> = Readonly<Partial<Record<string, ServerField<Name>>>>;

// The server names the first invalid top-level field of a body: "body/first_name must NOT have more …".
const BODY_FIELD = /^body\/([A-Za-z_]\w*) (.+)$/;

/**
 * The problem to show next to a control when a failure names one of `fields` in its `error` detail (the
 * contract's error body, as the API client's ApiError carries it), e.g. "First name must NOT have more
 * than 100 characters"; undefined for any other failure.
 */
export function serverFieldProblem<Name extends string>(
  reason: unknown,
  fields: ServerFields<Name>,
): { name: Name; problem: string } | undefined {
  if (typeof reason !== 'object' || reason === null) return undefined;
  // The contract's `fields` (words for people) first; the `error` detail is the older, terser source.
  for (const { field: key, message } of describeFailure(reason, '').fields) {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (field) return { name: field.name, problem: `${field.label} ${message}` };
  }
  if (!('error' in reason)) return undefined;
  const detail = reason.error;
  if (typeof detail !== 'string') return undefined;
  const match = BODY_FIELD.exec(detail.trim());
  const key = match?.[1];
  // Own keys only: "body/constructor …" must not reach Object.prototype.
  const field = key !== undefined && Object.hasOwn(fields, key) ? fields[key] : undefined;
  if (!match || !field) return undefined;
  return { name: field.name, problem: `${field.label} ${match[2]}` };
}
