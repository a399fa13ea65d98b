import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Callout, Flex, Heading, Text, TextArea, TextField } from '@radix-ui/themes';
import { updateBusinessRequestLimits } from '@robomarket/api-client/limits';
import { type FormEvent, useId, useState } from 'react';
import { AsyncForm } from '../../internal/async-form';
import { limitProblem } from '../../internal/field-limits';
import { SubmitButton } from '../../internal/form-buttons';
import { FormField } from '../../internal/form-field';
import { useAsyncSubmit } from '../../internal/use-async-submit';

/** A business's account details as the contract's `Business` carries them. */
export interface BusinessAccountValues {
  name: string;
  logo_url: string | null;
  billing_address: string | null;
  shipping_address: string | null;
  tax_id: string | null;
}

/** The details that changed: a cleared field is null (the name is never cleared). */
export type BusinessAccountChanges = Partial<BusinessAccountValues>;

type Field = keyof BusinessAccountValues;

const FIELDS: ReadonlyArray<{ name: Field; label: string; multiline: boolean; hint?: string }> = [
  { name: 'name', label: 'Business name', multiline: false },
  {
    name: 'logo_url',
    label: 'Logo URL (optional)',
    multiline: false,
    hint: 'An https:// address of an image',
  },
  { name: 'billing_address', label: 'Billing address (optional)', multiline: true },
  { name: 'shipping_address', label: 'Shipping address (optional)', multiline: true },
  {
    name: 'tax_id',
    label: 'Tax ID (optional)',
    multiline: false,
    hint: 'As printed on invoices, e.g. DE 123456789',
  },
];

/** The message after saving. */
export const ACCOUNT_SAVED_MESSAGE = 'Account details saved';

export interface BusinessAccountFormProps {
  /** The details as they are now. */
  business: BusinessAccountValues;
  /** An ADMIN edits; anyone else reads. */
  canEdit: boolean;
  /** Saves the changed details. Reject with an `Error` to show its message and keep what was typed. */
  onSave: (changes: BusinessAccountChanges) => Promise<unknown>;
  /** Level of the form's heading. */
  headingLevel?: 2 | 3;
}

const textOf = (business: BusinessAccountValues): Record<Field, string> => ({
  name: business.name,
  logo_url: business.logo_url ?? '',
  billing_address: business.billing_address ?? '',
  shipping_address: business.shipping_address ?? '',
  tax_id: business.tax_id ?? '',
});

/** A business's account details: name, logo, billing and shipping addresses, tax id. ADMINs edit them. */
export function BusinessAccountForm({
  business,
  canEdit,
  onSave,
  headingLevel = 2,
}: BusinessAccountFormProps) {
  const id = useId();
  const [values, setValues] = useState(() => textOf(business));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState(false);
  const { busy, error, retryable, run } = useAsyncSubmit({
    fallbackError: 'Failed to save the account details',
    labels: Object.fromEntries(FIELDS.map((field) => [field.name, field.label])),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      FIELDS.map((field) => [field.name, values[field.name].trim()]),
    ) as Record<Field, string>;
    const found: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const problem = limitProblem(field.label, trimmed[field.name], updateBusinessRequestLimits[field.name]);
      if (problem) found[field.name] = problem;
    }
    if (trimmed.name === '') found.name = 'Business name is required';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const current = textOf(business);
    const changes: BusinessAccountChanges = {};
    for (const field of FIELDS) {
      if (trimmed[field.name] === current[field.name]) continue;
      if (field.name === 'name') changes.name = trimmed.name;
      else changes[field.name] = trimmed[field.name] === '' ? null : trimmed[field.name];
    }
    setSaved(false);
    if (Object.keys(changes).length === 0) {
      setSaved(true);
      return;
    }
    if (await run(() => onSave(changes))) setSaved(true);
  }

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={`${id}-title`}>
        <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="5" id={`${id}-title`}>
          Account details
        </Heading>
        {!canEdit && (
          <Text color="gray" size="2">
            Only an ADMIN of the business changes these details.
          </Text>
        )}
        <AsyncForm busy={busy} error={error} retryable={retryable} onSubmit={submit}>
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={`${id}-${field.name}`}
              label={field.label}
              problem={problems[field.name]}
            >
              {(control) =>
                field.multiline ? (
                  <TextArea
                    {...control}
                    name={field.name}
                    rows={3}
                    readOnly={!canEdit}
                    maxLength={updateBusinessRequestLimits[field.name].maxLength}
                    value={values[field.name]}
                    onChange={(change) => {
                      setValues({ ...values, [field.name]: change.target.value });
                      setSaved(false);
                    }}
                  />
                ) : (
                  <TextField.Root
                    {...control}
                    name={field.name}
                    type={field.name === 'logo_url' ? 'url' : 'text'}
                    readOnly={!canEdit}
                    maxLength={updateBusinessRequestLimits[field.name].maxLength}
                    placeholder={field.hint}
                    value={values[field.name]}
                    onChange={(change) => {
                      setValues({ ...values, [field.name]: change.target.value });
                      setSaved(false);
                    }}
                  />
                )
              }
            </FormField>
          ))}
          {canEdit && (
            <Flex justify="end">
              <SubmitButton busy={busy} label="Save Changes" busyLabel="Saving..." />
            </Flex>
          )}
          {saved && (
            <Callout.Root color="green" role="status" highContrast>
              <Callout.Icon>
                <CheckCircledIcon />
              </Callout.Icon>
              <Callout.Text>{ACCOUNT_SAVED_MESSAGE}</Callout.Text>
            </Callout.Root>
          )}
        </AsyncForm>
      </section>
    </Flex>
  );
}
