export { DialogForm, TextDialogForm } from './dialog-form';
export { DialogHeading, FormDialog } from './form-dialog';
export type { ServerField, ServerFields } from './server-field-problem';
export {
  useDialogForm,
  useFieldValues,
  useTextDialogForm,
} from './use-dialog-form';
