import { updateMeRequestLimits } from '@robomarket/api-client/limits';
import { FormDialog, TextDialogForm, useTextDialogForm } from '../../internal/dialog-form';
import type { TextFieldSpec } from '../../internal/form-field';

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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      container={container}
      title="Edit Profile"
      description="Update your name and phone number."
    >
      {(close) => <EditProfileForm initialValues={initialValues} onSubmit={onSubmit} onSaved={close} />}
    </FormDialog>
  );
}

interface EditProfileFormProps {
  initialValues: ProfileValues;
  onSubmit: EditProfileDialogProps['onSubmit'];
  onSaved: () => void;
}

type FieldName = keyof ProfileValues;

const FIELDS: ReadonlyArray<TextFieldSpec<FieldName>> = [
  {
    name: 'first_name',
    label: 'First name',
    type: 'text',
    autoComplete: 'given-name',
    limits: updateMeRequestLimits.first_name,
  },
  {
    name: 'last_name',
    label: 'Last name',
    type: 'text',
    autoComplete: 'family-name',
    limits: updateMeRequestLimits.last_name,
  },
  {
    name: 'phone_number',
    label: 'Phone (optional)',
    type: 'tel',
    autoComplete: 'tel',
    required: false,
    limits: updateMeRequestLimits.phone_number,
  },
];

function EditProfileForm({ initialValues, onSubmit, onSaved }: EditProfileFormProps) {
  // The contract's UpdateMeRequest names the fields as the form does, so a 400's detail finds them.
  const form = useTextDialogForm({
    fields: FIELDS,
    initialValues: { ...initialValues, phone_number: initialValues.phone_number ?? '' },
    fallbackError: FALLBACK_ERROR,
  });
  const { values } = form;

  function prepare() {
    const trimmed = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      phone_number: values.phone_number.trim(),
    };
    const problems: Partial<Record<FieldName, string>> = {};
    for (const field of FIELDS) {
      if (field.required !== false && !trimmed[field.name])
        problems[field.name] = `${field.label} is required`;
    }
    return {
      problems,
      order: FIELDS,
      send: () => onSubmit({ ...trimmed, phone_number: trimmed.phone_number || null }),
    };
  }

  return (
    <TextDialogForm
      form={form}
      prepare={prepare}
      onSuccess={onSaved}
      submitLabel="Save"
      busyLabel="Saving..."
    />
  );
}
