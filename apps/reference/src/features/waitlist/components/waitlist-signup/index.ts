export { WaitlistSignup, type WaitlistSignupProps } from './waitlist-signup';
