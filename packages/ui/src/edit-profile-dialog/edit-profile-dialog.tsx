import { Dialog } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { AsyncForm } from '../internal/async-form';
import { DialogFormActions } from '../internal/form-buttons';
import { focusFirstProblem, type TextFieldSpec, TextFormFields } from '../internal/form-field';
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

const FIELDS: ReadonlyArray<TextFieldSpec<keyof ProfileValues>> = [
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
    const trimmed = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      phone_number: values.phone_number.trim(),
    };
    const found: Partial<Record<keyof ProfileValues, string>> = {};
    for (const field of FIELDS) {
      if (field.required !== false && !trimmed[field.name]) found[field.name] = `${field.label} is required`;
    }
    setProblems(found);
    if (focusFirstProblem(event.currentTarget, FIELDS, found)) return;
    if (await run(() => onSubmit({ ...trimmed, phone_number: trimmed.phone_number || null }))) onSaved();
  }

  return (
    <AsyncForm busy={busy} error={error} onSubmit={handleSubmit}>
      <TextFormFields
        idPrefix={id}
        fields={FIELDS}
        values={values}
        problems={problems}
        onValueChange={change}
      />
      <DialogFormActions busy={busy} label="Save" busyLabel="Saving..." />
    </AsyncForm>
  );
}
