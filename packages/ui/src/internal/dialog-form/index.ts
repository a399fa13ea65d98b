export { DialogForm, type Submission, TextDialogForm } from './dialog-form';
export { DialogHeading, FormDialog } from './form-dialog';
export type { ServerFields } from './server-field-problem';
export {
  type DialogFormState,
  type Problems,
  type TextDialogFormState,
  useDialogForm,
  useFieldValues,
  useTextDialogForm,
} from './use-dialog-form';
