import { Dialog, Flex } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { CancelButton, SubmitButton } from '../internal/form-buttons';
import { FormErrorCallout } from '../internal/form-error-callout';
import { TextFormField } from '../internal/form-field';
import { useAsyncSubmit } from '../internal/use-async-submit';

/** The editable part of a profile, shaped like the contract's UpdateMeRequest: a null phone removes it. */
export interface ProfileValues {
  first_name: string;
  last_name: string;
  phone_number: string | null;
}

export interface EditProfileDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the user closes the dialog, and with `false` once `onSubmit` resolves. */
  onOpenChange: (open: boolean) => void;
  /** The values the form starts from each time it opens. */
  initialValues: ProfileValues;
  /** Saves the profile. Reject with an `Error` to show its message and keep the dialog open with the values. */
  onSubmit: (values: ProfileValues) => Promise<unknown>;
  /** Where the dialog is portalled; pass a node inside a shadow root to keep the widget's styles. */
  container?: HTMLElement | null;
}

const FALLBACK_ERROR = 'Failed to save profile';

/** Edits first name, last name and phone; closes itself once the save succeeds. */
export function EditProfileDialog({
  open,
  onOpenChange,
  initialValues,
  onSubmit,
  container,
}: EditProfileDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content container={container} maxWidth="420px">
        <Dialog.Title>Edit Profile</Dialog.Title>
        <Dialog.Description size="2" mb="4" color="gray">
          Update your name and phone number.
        </Dialog.Description>
        {/* Inside Content so that each opening starts from the current profile. */}
        <EditProfileForm
          initialValues={initialValues}
          onSubmit={onSubmit}
          onSaved={() => onOpenChange(false)}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

interface EditProfileFormProps {
  initialValues: ProfileValues;
  onSubmit: EditProfileDialogProps['onSubmit'];
  onSaved: () => void;
}

const FIELDS: ReadonlyArray<{
  name: keyof ProfileValues;
  label: string;
  type: 'text' | 'tel';
  autoComplete: string;
  required: boolean;
}> = [
  { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name', required: true },
  { name: 'phone_number', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', required: false },
];

function EditProfileForm({ initialValues, onSubmit, onSaved }: EditProfileFormProps) {
  const id = useId();
  const [values, setValues] = useState<Record<keyof ProfileValues, string>>({
    ...initialValues,
    phone_number: initialValues.phone_number ?? '',
  });
  const [problems, setProblems] = useState<Partial<Record<keyof ProfileValues, string>>>({});
  const { busy, error, isPending, run } = useAsyncSubmit({ fallbackError: FALLBACK_ERROR });

  const change = (name: keyof ProfileValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setProblems((previous) => ({ ...previous, [name]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending()) return;
    const form = event.currentTarget;
    const trimmed = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      phone_number: values.phone_number.trim(),
    };
    const found: Partial<Record<keyof ProfileValues, string>> = {};
    for (const field of FIELDS) {
      if (field.required && !trimmed[field.name]) found[field.name] = `${field.label} is required`;
    }
    setProblems(found);
    const firstInvalid = FIELDS.find((field) => found[field.name]);
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid.name) as HTMLInputElement | null)?.focus();
      return;
    }
    if (await run(() => onSubmit({ ...trimmed, phone_number: trimmed.phone_number || null }))) onSaved();
  }

  return (
    // Validation happens in handleSubmit so that its messages are styled and tied to the fields.
    <form noValidate aria-busy={busy} onSubmit={handleSubmit}>
      <Flex direction="column" gap="3">
        {error && <FormErrorCallout message={error} />}
        {FIELDS.map((field) => (
          <TextFormField
            key={field.name}
            id={`${id}-${field.name}`}
            label={field.label}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            required={field.required}
            value={values[field.name]}
            onValueChange={change(field.name)}
            problem={problems[field.name]}
          />
        ))}
        <Flex gap="3" mt="2" justify="end">
          <CancelButton />
          <SubmitButton busy={busy} label="Save" busyLabel="Saving..." />
        </Flex>
      </Flex>
    </form>
  );
}
