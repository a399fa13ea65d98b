// The auth module's only door: its operations, security checks, limits and start for app.ts, and the
// services other modules and the command-line scripts may call.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { bearerAuth, cookieAuth } from './authenticators.ts';
import { type AuthContext, type AuthSettings, authSettings, loadAuthKeys } from './context.ts';
import {
  buildDataExport,
  dataExportJob,
  downloadDataExport,
  exportMyData,
  requestDataExport,
} from './data-export.ts';
import {
  changePassword,
  chooseActingBusiness,
  getMe,
  login,
  logout,
  refreshToken,
  registerUser,
  updateMe,
} from './handlers.ts';
import {
  confirmEmailChange,
  confirmPasswordReset,
  deleteMe,
  requestEmailChange,
  requestPasswordReset,
  resendVerificationEmail,
  verifyEmail,
} from './lifecycle.ts';
import { signOutBusinessMember } from './member-sign-out.ts';
import { createSessionCache } from './session-cache.ts';

export { type Registration, registerAccount } from './accounts.ts';
export { AdminCommandError, createAdmin } from './admin.ts';
export { sessionEnd } from './authenticators.ts';
export { authSettings, minimumSecretLength } from './context.ts';
export { countUsers, findUserIdByEmail, setRole } from './repository.ts';

declare module '../../plugins/openapi/operation.ts' {
  interface ModuleServices {
    /** Token keys and lifetimes, and this process's recent session look-ups. */
    auth: AuthContext;
  }
  interface ModuleOptions {
    /** Signing secret (`JWT_SECRET`, at least 32 characters); without it one is generated once and kept in the database. */
    jwtSecret?: string;
    /** Token and session lifetimes; defaults: 15-minute access tokens, 10 s refresh grace, 30-day sessions. */
    auth?: Partial<AuthSettings>;
  }
}

const minute = 60_000;

/** Most sessions a process remembers (a few hundred bytes each); the least recently checked go first. */
const sessionsKept = 10_000;

/** Accounts, sign-in and sessions (contract tag `auth`), and the bearer and cookie security schemes. */
export const authModule: ServerModule<'auth'> = {
  name: 'auth',
  tables: ['users', 'auth_sessions', 'refresh_tokens', 'server_secrets', 'account_tokens', 'data_exports'],
  views: ['user_accounts'],
  operations: {
    registerUser,
    login,
    refreshToken,
    logout,
    getMe,
    updateMe,
    changePassword,
    chooseActingBusiness,
    signOutBusinessMember,
    // Account lifecycle (ADR 0097).
    requestPasswordReset,
    confirmPasswordReset,
    verifyEmail,
    resendVerificationEmail,
    requestEmailChange,
    confirmEmailChange,
    deleteMe,
    requestDataExport,
    exportMyData,
    downloadDataExport,
  },
  jobs: { [dataExportJob]: buildDataExport },
  authenticators: { bearerAuth, cookieAuth },
  start: async ({ db, options }) => {
    const settings = authSettings(options);
    return {
      services: {
        keys: await loadAuthKeys(db, options.jwtSecret),
        settings,
        sessions: createSessionCache({
          db,
          ttlMs: settings.sessionCheckSeconds * 1000,
          maxEntries: sessionsKept,
        }),
      },
    };
  },
  // Counted in the database before the password is checked (`sign-in-limits.ts`); successful sign-ins do
  // not use them up.
  rateLimits: {
    /** Sign-ups per client address. */
    register: { limit: 20, windowMs: 60 * minute },
    /** Sign-in attempts per account e-mail and client address, with back-off; a sign-in resets it. */
    loginAccount: { limit: 5, windowMs: 15 * minute, backoff: true },
    /** Sign-in attempts per client address; a successful one is given back. */
    loginAddress: { limit: 20, windowMs: 15 * minute },
    /** Sign-in attempts per account from clients without its device cookie, whatever their address. */
    loginAccountAnyAddress: { limit: 50, windowMs: 15 * minute, backoff: true },
    /** Sign-in attempts carrying a valid device cookie, per device (instead of the three above). */
    loginDevice: { limit: 10, windowMs: 15 * minute },
    /** Current-password attempts of `POST /v2/auth/password`, per account, with back-off. */
    passwordChange: { limit: 5, windowMs: 15 * minute, backoff: true },
    /** Password reset mails asked for, per e-mail address asked about (whether it has an account or not). */
    passwordResetEmail: { limit: 3, windowMs: 60 * minute },
    /** Password reset requests per client address. */
    passwordResetClient: { limit: 20, windowMs: 60 * minute },
    /** Verification mails asked for again, per account. */
    verificationMail: { limit: 3, windowMs: 60 * minute },
    /** Password attempts of e-mail change and account deletion, per account, with back-off. */
    accountPassword: { limit: 5, windowMs: 15 * minute, backoff: true },
    /** Data exports asked for, per account. */
    dataExport: { limit: 3, windowMs: 24 * 60 * minute },
  },
};
