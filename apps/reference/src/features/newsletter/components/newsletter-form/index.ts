export { NewsletterForm, type NewsletterFormProps } from './newsletter-form';
