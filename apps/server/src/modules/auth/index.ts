// The auth module's only door: its operations, security checks and limits for app.ts, and the services
// other modules and the command-line scripts may call.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { bearerAuth, cookieAuth } from './authenticators.ts';
import { changePassword, getMe, login, logout, refreshToken, registerUser, updateMe } from './handlers.ts';

export { type Registration, registerAccount } from './accounts.ts';
export { AdminCommandError, createAdmin } from './admin.ts';
export { defaultAuthSettings, loadAuthKeys, minimumSecretLength } from './context.ts';
export { countUsers } from './repository.ts';
export { createSessionCache } from './session-cache.ts';

const minute = 60_000;

/** Accounts, sign-in and sessions (contract tag `auth`), and the bearer and cookie security schemes. */
export const authModule: ServerModule = {
  name: 'auth',
  tables: ['users', 'auth_sessions', 'refresh_tokens', 'server_secrets'],
  views: ['user_accounts'],
  operations: { registerUser, login, refreshToken, logout, getMe, updateMe, changePassword },
  authenticators: { bearerAuth, cookieAuth },
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
  },
};
