export { WaitlistSignup } from './waitlist-signup';
