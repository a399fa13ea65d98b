export { NewsletterForm, type NewsletterFormProps } from './components/newsletter-form';
