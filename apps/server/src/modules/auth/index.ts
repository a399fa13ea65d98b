// The auth module's only door: its operations, security checks and limits for app.ts, and the services
// other modules and the command-line scripts may call.
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { bearerAuth, cookieAuth } from './authenticators.ts';
import { changePassword, getMe, login, logout, refreshToken, registerUser, updateMe } from './handlers.ts';

export { type Registration, registerAccount } from './accounts.ts';
export { AdminCommandError, createAdmin } from './admin.ts';
export { defaultAuthSettings, loadAuthKeys, minimumSecretLength } from './context.ts';
export { countUsers } from './repository.ts';

const minute = 60_000;

/** Accounts, sign-in and sessions (contract tag `auth`), and the bearer and cookie security schemes. */
export const authModule: ServerModule = {
  name: 'auth',
  operations: { registerUser, login, refreshToken, logout, getMe, updateMe, changePassword },
  authenticators: { bearerAuth, cookieAuth },
  rateLimits: {
    /** Sign-ups per client address. */
    register: { limit: 20, windowMs: 60 * minute },
    /** Failed sign-ins (and wrong current passwords) per account e-mail; a sign-in resets it. */
    loginAccount: { limit: 5, windowMs: 15 * minute },
    /** Failed sign-ins per client address. */
    loginAddress: { limit: 20, windowMs: 15 * minute },
  },
};
