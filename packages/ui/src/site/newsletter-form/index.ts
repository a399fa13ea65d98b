export type { NewsletterFormProps } from './newsletter-form';
export { NewsletterForm } from './newsletter-form';
