// Mail templates to the HTML and plain-text parts of a message, with React Email's `render`.
import { render } from '@react-email/render';
import { type MailData, type MailTemplateName, mailTemplates } from './templates/index.ts';
import { mailLayout } from './templates/layout.ts';
import type { MailTemplate } from './templates/types.ts';

/** A rendered mail. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Mail header values never carry a line break (header injection): any run of whitespace is one space. */
export const headerValue = (value: string): string => value.replace(/[\s\p{Cc}]+/gu, ' ').trim();

/** Renders template `name` with `data` (see `renderTemplate`). */
export function renderMail<Name extends MailTemplateName>(
  name: Name,
  data: MailData<Name>,
  unsubscribeUrl?: string,
): Promise<RenderedMail> {
  return renderTemplate(mailTemplates[name] as MailTemplate<MailData<Name>>, data, unsubscribeUrl);
}

/**
 * Renders `template` with `data` in the brand's layout: the subject on one line, the HTML part and its
 * plain-text part. A notification mail (`kind`) with `unsubscribeUrl` shows the link in its footer.
 */
export async function renderTemplate<Data>(
  template: MailTemplate<Data>,
  data: Data,
  unsubscribeUrl?: string,
): Promise<RenderedMail> {
  const subject = headerValue(template.subject(data));
  const page = mailLayout(template.body(data), {
    preview: subject,
    unsubscribeUrl: template.kind === 'notification' ? unsubscribeUrl : undefined,
  });
  const [html, text] = await Promise.all([render(page), render(page, { plainText: true })]);
  return { subject, html, text };
}
