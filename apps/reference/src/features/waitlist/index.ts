export { useJoinWaitlist } from './api/join-waitlist';
export { WaitlistSignup, type WaitlistSignupProps } from './components/waitlist-signup';
