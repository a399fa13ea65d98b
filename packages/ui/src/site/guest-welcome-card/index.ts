export type { GuestWelcomeCardProps, GuestWelcomeLink } from './guest-welcome-card';
export { GuestWelcomeCard } from './guest-welcome-card';
