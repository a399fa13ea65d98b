export { NewsletterSignup } from './components/newsletter-form';
