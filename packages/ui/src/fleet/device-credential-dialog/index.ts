export type { DeviceCredentialDialogProps } from './device-credential-dialog';
export { DeviceCredentialDialog } from './device-credential-dialog';
