export type { ContactFormProps, ContactValues } from './contact-form';
export { ContactForm } from './contact-form';
