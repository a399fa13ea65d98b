export type { WaitlistFormProps, WaitlistStatus } from './waitlist-form';
export { WaitlistForm } from './waitlist-form';
