export { WaitlistSignup } from './components/waitlist-signup';
