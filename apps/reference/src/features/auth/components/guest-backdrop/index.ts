export { GuestBackdrop } from './guest-backdrop';
