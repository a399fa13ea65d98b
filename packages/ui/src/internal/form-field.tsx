import { Flex, Text, TextField } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { type FieldLimits, limitProblem } from './field-limits';

/** What ties a control to its label and to its message; spread onto the control. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

// styles.css draws the invalid border on this class, keyed on aria-invalid, so the state has one source.
export const FIELD_CONTROL_CLASS = 'rm-FormField-control';

interface FormFieldProps {
  id: string;
  label: string;
  problem: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, the control `children` renders, and the problem with that control once there is one. */
export function FormField({ id, label, problem, children }: FormFieldProps) {
  const problemId = `${id}-problem`;
  return (
    // flexGrow lets two fields share a row evenly (first and last name); in a column it changes nothing.
    <Flex direction="column" gap="1" flexGrow="1">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {label}
      </Text>
      {children({
        id,
        className: FIELD_CONTROL_CLASS,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': problem ? problemId : undefined,
      })}
      {problem && (
        <Text id={problemId} size="1" color="red">
          {problem}
        </Text>
      )}
    </Flex>
  );
}

interface TextFormFieldProps {
  id: string;
  label: string;
  name: string;
  type: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string | undefined;
  required: boolean;
  value: string;
  onValueChange: (value: string) => void;
  problem: string | undefined;
  /** The contract's longest value: the control takes no more. */
  maxLength?: number | undefined;
}

/** A FormField around a Radix text input. */
export function TextFormField({
  id,
  label,
  name,
  type,
  autoComplete,
  required,
  value,
  onValueChange,
  problem,
  maxLength,
}: TextFormFieldProps) {
  return (
    <FormField id={id} label={label} problem={problem}>
      {(control) => (
        <TextField.Root
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={required}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** One text field of a form, as a dialog lists them in screen order. */
export interface TextFieldSpec<Name extends string> {
  name: Name;
  label: string;
  type: TextFormFieldProps['type'];
  autoComplete: string;
  /** Defaults to true. */
  required?: boolean;
  /** The contract's limits of the field (`@robomarket/api-client/limits`), checked before sending. */
  limits?: FieldLimits;
}

interface TextFormFieldsProps<Name extends string> {
  /** Prefix of the fields' ids, from useId. */
  idPrefix: string;
  fields: ReadonlyArray<TextFieldSpec<Name>>;
  values: Record<Name, string>;
  problems: Partial<Record<Name, string>>;
  onValueChange: (name: Name) => (value: string) => void;
}

/** A TextFormField for each of `fields`, in their order. */
export function TextFormFields<Name extends string>({
  idPrefix,
  fields,
  values,
  problems,
  onValueChange,
}: TextFormFieldsProps<Name>) {
  return fields.map((field) => (
    <TextFormField
      key={field.name}
      id={`${idPrefix}-${field.name}`}
      label={field.label}
      name={field.name}
      type={field.type}
      autoComplete={field.autoComplete}
      required={field.required ?? true}
      value={values[field.name]}
      onValueChange={onValueChange(field.name)}
      problem={problems[field.name]}
      maxLength={field.limits?.maxLength}
    />
  ));
}

/** The problems of `values` against each field's contract limits, keyed by the field's name. */
export function limitProblems<Name extends string>(
  fields: ReadonlyArray<TextFieldSpec<Name>>,
  values: Record<Name, string>,
): Partial<Record<Name, string>> {
  const problems: Partial<Record<Name, string>> = {};
  for (const field of fields) {
    const problem = limitProblem(field.label, values[field.name].trim(), field.limits, field.type);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

/**
 * Moves focus to the first of `fields` that has a problem, so a keyboard or screen-reader user lands on
 * it; returns false when none has.
 */
export function focusFirstProblem<Name extends string>(
  form: HTMLFormElement,
  fields: ReadonlyArray<{ name: Name }>,
  problems: Partial<Record<Name, string>>,
): boolean {
  const first = fields.find((field) => problems[field.name]);
  if (!first) return false;
  (form.elements.namedItem(first.name) as HTMLInputElement | null)?.focus();
  return true;
}
