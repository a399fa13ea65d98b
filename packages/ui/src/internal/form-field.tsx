import { Flex, Text, TextField } from '@radix-ui/themes';
import type { ReactNode } from 'react';

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
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
