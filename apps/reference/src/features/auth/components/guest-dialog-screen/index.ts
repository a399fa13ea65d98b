export { GuestDialogScreen } from './guest-dialog-screen';
