import { type FormEvent, type ReactNode, useId } from 'react';
import { AsyncForm } from '../async-form';
import { DialogFormActions } from '../form-buttons';
import { focusFirstProblem, limitProblems, TextFormFields } from '../form-field';
import type { DialogFormState, Problems, TextDialogFormState } from './use-dialog-form';

/** What a submission found and, when nothing is wrong, what it sends. */
export interface Submission<Name extends string> {
  /** Problems found before sending; any one stops the submission. */
  problems: Problems<Name>;
  /** The controls in screen order: the focus moves to the first with a problem. */
  order: ReadonlyArray<{ name: Name }>;
  /** Sends the checked values; reject to show the failure and keep the form as it is. */
  send: () => Promise<unknown>;
}

interface DialogFormProps<Name extends string> {
  /** From useDialogForm. */
  form: DialogFormState<Name>;
  /** Checks the values on each submission; called again only once the last one has settled. */
  prepare: () => Submission<Name>;
  /** Called once `send` resolved, e.g. FormDialog's `close`. */
  onSuccess?: () => void;
  /** The submit button's text, and its text while busy. */
  submitLabel: string;
  busyLabel: string;
  /** Offers Cancel next to the submit button; defaults to true. */
  cancellable?: boolean;
  /** Offers Back on the left instead of Cancel, for a form that follows another step. */
  onBack?: () => void;
  /** Under the actions, e.g. a switch to another dialog. */
  footer?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * A dialog's form: the last failure on top, the fields, Cancel and submit. A submission checks the
 * values, shows the problems and focuses the first, or sends, shows the busy state and then the failure
 * or calls `onSuccess`; a second submission while one runs does nothing.
 */
export function DialogForm<Name extends string>({
  form,
  prepare,
  onSuccess,
  submitLabel,
  busyLabel,
  cancellable = true,
  onBack,
  footer,
  children,
}: DialogFormProps<Name>) {
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.isPending()) return;
    const submission = prepare();
    form.setProblems(submission.problems);
    if (focusFirstProblem(event.currentTarget, submission.order, submission.problems)) return;
    if (await form.run(submission.send)) onSuccess?.();
  }

  return (
    <AsyncForm busy={form.busy} error={form.error} retryable={form.retryable} onSubmit={handleSubmit}>
      {children}
      <DialogFormActions
        busy={form.busy}
        label={submitLabel}
        busyLabel={busyLabel}
        cancellable={cancellable}
        onBack={onBack}
      />
      {footer}
    </AsyncForm>
  );
}

interface TextDialogFormProps<Name extends string> extends Omit<DialogFormProps<Name>, 'children' | 'form'> {
  /** From useTextDialogForm. */
  form: TextDialogFormState<Name>;
}

/** A DialogForm whose fields are the text controls of useTextDialogForm, each checked against its limits. */
export function TextDialogForm<Name extends string>({ form, prepare, ...props }: TextDialogFormProps<Name>) {
  const id = useId();
  // The contract's limits are checked for every field; the form's own problems come first.
  const prepareWithLimits = (): Submission<Name> => {
    const submission = prepare();
    const problems: Problems<Name> = { ...limitProblems(form.fields, form.values) };
    for (const [name, own] of Object.entries(submission.problems) as [Name, string | undefined][]) {
      if (own) problems[name] = own;
    }
    return { ...submission, problems };
  };
  return (
    <DialogForm form={form} prepare={prepareWithLimits} {...props}>
      <TextFormFields
        idPrefix={id}
        fields={form.fields}
        values={form.values}
        problems={form.problems}
        onValueChange={form.change}
      />
    </DialogForm>
  );
}
