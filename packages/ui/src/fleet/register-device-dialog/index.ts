export type {
  RegisterDeviceDialogProps,
  RegisterDeviceValues,
  RegisteredDevice,
} from './register-device-dialog';
export { RegisterDeviceDialog } from './register-device-dialog';
