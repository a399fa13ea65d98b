export { NewsletterForm } from './newsletter-form';
