export type { DeviceSharingFormProps } from './device-sharing-form';
export { DeviceSharingForm } from './device-sharing-form';
