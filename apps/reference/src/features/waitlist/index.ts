export { WaitlistSignup, type WaitlistSignupProps } from './components/waitlist-signup';
