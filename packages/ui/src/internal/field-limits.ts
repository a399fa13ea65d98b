/** The contract's limits of one text field, as `@robomarket/api-client/limits` lists them. */
export interface FieldLimits {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
}

/** A control's label as the start of a sentence: "Phone (optional)" → "Phone". */
export function problemLabel(label: string): string {
  return label.replace(/\s*\(optional\)$/i, '');
}

const PHONE_EXAMPLE = 'like +44 20 7946 0958';

/**
 * What breaks the contract's limits in a (trimmed) value, worded as the server would ("Title must be at
 * most 200 characters"), so nothing is sent that the server would refuse; undefined when it keeps them or
 * is empty (whether a field is required is the form's own check). Lengths count characters, as the
 * server's validation does.
 */
export function limitProblem(
  label: string,
  value: string,
  limits: FieldLimits | undefined,
  kind: 'text' | 'tel' | 'email' | 'password' = 'text',
): string | undefined {
  if (!limits || value === '') return undefined;
  const name = problemLabel(label);
  const length = [...value].length;
  if (limits.maxLength !== undefined && length > limits.maxLength)
    return `${name} must be at most ${limits.maxLength} characters`;
  if (limits.minLength !== undefined && limits.minLength > 1 && length < limits.minLength)
    return `${name} must be at least ${limits.minLength} characters`;
  if (limits.pattern !== undefined && !new RegExp(limits.pattern, 'u').test(value))
    return kind === 'tel' ? `Enter a phone number ${PHONE_EXAMPLE}` : `${name} is not in the expected format`;
  return undefined;
}
