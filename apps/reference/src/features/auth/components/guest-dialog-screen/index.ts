export {
  type GuestDialogActions,
  GuestDialogScreen,
  type GuestDialogScreenProps,
} from './guest-dialog-screen';
