// Every mail the server sends, by template name: `sendMail(q, { template, data })` checks `data` against it.
import { accountDeleted } from './account-deleted.ts';
import { businessInvitation } from './business-invitation.ts';
import { dataExport } from './data-export.ts';
import { emailChangeConfirm } from './email-change-confirm.ts';
import { emailChangeNotice } from './email-change-notice.ts';
import { newSignIn } from './new-sign-in.ts';
import { digestMail, notificationMail } from './notification.ts';
import { passwordChanged } from './password-changed.ts';
import { passwordReset } from './password-reset.ts';
import { verifyEmail } from './verify-email.ts';

export const mailTemplates = {
  'password.changed': passwordChanged,
  // Account lifecycle (ADR 0097).
  'account.verify-email': verifyEmail,
  'account.password-reset': passwordReset,
  'account.email-change': emailChangeConfirm,
  'account.email-change-notice': emailChangeNotice,
  'account.new-sign-in': newSignIn,
  'account.deleted': accountDeleted,
  'account.data-export': dataExport,
  // An invitation to join a business, to an address with no account yet.
  'business.invitation': businessInvitation,
  // Notifications (ADR 0096): one event of a deal, and the daily digest.
  notification: notificationMail,
  'notification.digest': digestMail,
} as const;

export type MailTemplateName = keyof typeof mailTemplates;

/** The data template `Name` renders. */
export type MailData<Name extends MailTemplateName> = Parameters<(typeof mailTemplates)[Name]['subject']>[0];
