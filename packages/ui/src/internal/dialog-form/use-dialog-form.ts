import { useState } from 'react';
import type { TextFieldSpec } from '../form-field';
import { type AsyncSubmit, useAsyncSubmit } from '../use-async-submit';
import { type ServerFields, serverFieldOf, serverFieldProblems } from './server-field-problem';

/** What is wrong with each control, keyed by the control's name; absent or undefined once fixed. */
export type Problems<Name extends string> = Partial<Record<Name, string>>;

export interface DialogFormOptions<Name extends string> {
  /** Shown when a failure carries no message of its own. */
  fallbackError: string;
  /** Told the shown message after each failure. */
  onError?: (message: string) => void;
  /** Fields a 400's `body/<field>` detail may name; that problem is then also shown next to the control. */
  serverFields?: ServerFields<Name>;
}

export interface DialogFormState<Name extends string> extends AsyncSubmit {
  /** The problems shown under the controls. */
  problems: Problems<Name>;
  setProblems: (problems: Problems<Name>) => void;
  /** Hides the problem of `name`, e.g. once the user edits that control. */
  clearProblem: (name: Name) => void;
}

/** The state of a dialog's form: per-control problems, the busy state and the last failure. */
export function useDialogForm<Name extends string>({
  fallbackError,
  onError,
  serverFields = {},
}: DialogFormOptions<Name>): DialogFormState<Name> {
  const [problems, setProblems] = useState<Problems<Name>>({});
  const labels = (key: string) => serverFieldOf(serverFields, key)?.label;
  const submit = useAsyncSubmit({ fallbackError, onError, labels });

  const clearProblem = (name: Name) =>
    setProblems((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));

  const run: AsyncSubmit['run'] = (action) =>
    submit.run(async () => {
      try {
        return await action();
      } catch (reason) {
        const found = serverFieldProblems(reason, serverFields);
        if (found.length > 0) {
          setProblems((previous) => {
            const next = { ...previous };
            for (const { name, problem } of found) next[name] = problem;
            return next;
          });
        }
        throw reason;
      }
    });

  return { ...submit, run, problems, setProblems, clearProblem };
}

/** For each control, a problem of another control that editing it hides: see useFieldValues. */
export type PairedProblems<Name extends string> = Partial<Record<Name, { name: Name; problem: string }>>;

/**
 * The values of a form of text controls, and a change handler per control that also hides the control's
 * problem. `clears` names problems that belong to a pair: editing the key also hides the named control's
 * problem when it is that text (editing the new password clears "Passwords do not match" on the confirmation).
 */
export function useFieldValues<Name extends string>(
  initial: Record<Name, string>,
  form: Pick<DialogFormState<NoInfer<Name>>, 'problems' | 'clearProblem'>,
  clears: PairedProblems<NoInfer<Name>> = {},
) {
  const [values, setValues] = useState(initial);
  const change = (name: Name) => (value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    form.clearProblem(name);
    const paired = clears[name];
    if (paired && form.problems[paired.name] === paired.problem) form.clearProblem(paired.name);
  };
  return { values, change };
}

interface TextDialogFormOptions<Name extends string> extends DialogFormOptions<Name> {
  /** The text controls, in screen order; by default a 400's detail names them by their `name`. */
  fields: ReadonlyArray<TextFieldSpec<Name>>;
  initialValues: Record<Name, string>;
  /** See useFieldValues. */
  clears?: PairedProblems<Name>;
}

export interface TextDialogFormState<Name extends string> extends DialogFormState<Name> {
  fields: ReadonlyArray<TextFieldSpec<Name>>;
  values: Record<Name, string>;
  change: (name: Name) => (value: string) => void;
}

/** useDialogForm and useFieldValues for a form of text controls, for TextDialogForm. */
export function useTextDialogForm<Name extends string>({
  fields,
  initialValues,
  clears,
  serverFields,
  ...options
}: TextDialogFormOptions<Name>): TextDialogFormState<Name> {
  const form = useDialogForm<Name>({
    ...options,
    serverFields: serverFields ?? Object.fromEntries(fields.map((field) => [field.name, field])),
  });
  const { values, change } = useFieldValues<Name>(initialValues, form, clears);
  return { ...form, fields, values, change };
}
