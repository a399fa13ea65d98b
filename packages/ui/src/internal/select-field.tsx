import { Select } from '@radix-ui/themes';
import type { CSSProperties } from 'react';
import { FormField } from './form-field';

// Radix greys the placeholder with --gray-a10, below 4.5:1 contrast; use step 11.
const READABLE_PLACEHOLDER = { '--gray-a10': 'var(--gray-a11)' } as CSSProperties;

interface SelectFormFieldProps<Value extends string> {
  id: string;
  label: string;
  /** Lets the form find the trigger to focus it when this field has a problem. */
  name?: string;
  problem: string | undefined;
  /** The chosen option's value; '' shows `placeholder`. */
  value: Value | '';
  options: ReadonlyArray<{ value: Value; label: string }>;
  onValueChange: (value: Value) => void;
  placeholder?: string;
  required?: boolean;
  /** Where the options are portalled. */
  container: HTMLElement | null | undefined;
}

/** A FormField around a Radix select of `options`. */
export function SelectFormField<Value extends string>({
  id,
  label,
  name,
  problem,
  value,
  options,
  onValueChange,
  placeholder,
  required = false,
  container,
}: SelectFormFieldProps<Value>) {
  const choose = (chosen: string) => {
    const option = options.find((candidate) => candidate.value === chosen);
    if (option) onValueChange(option.value);
  };
  return (
    <FormField id={id} label={label} problem={problem}>
      {(control) => (
        <Select.Root value={value} onValueChange={choose}>
          <Select.Trigger
            {...control}
            name={name}
            placeholder={placeholder}
            aria-required={required || undefined}
            style={placeholder === undefined ? undefined : READABLE_PLACEHOLDER}
          />
          <Select.Content container={container} position="popper">
            {options.map((option) => (
              <Select.Item key={option.value} value={option.value}>
                {option.label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      )}
    </FormField>
  );
}
