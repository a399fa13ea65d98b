export { NewsletterSignup } from './newsletter-form';
