import type { components } from '@robomarket/api-client';

type Schemas = components['schemas'];

/** The signed-in user as the app keeps it (the contract's User without its bookkeeping fields). */
export type AuthUser = Pick<
  Schemas['User'],
  'id' | 'email' | 'user_type' | 'role' | 'first_name' | 'last_name' | 'phone_number'
>;
/** A business the user belongs to. */
export type Membership = Schemas['Membership'];
/** Body of POST /v2/auth/login. */
export type LoginRequest = Schemas['LoginRequest'];
/** Body of POST /v2/auth/register. */
export type RegisterRequest = Schemas['RegisterRequest'];
/** Body of PATCH /v2/auth/me. */
export type UpdateMeRequest = Schemas['UpdateMeRequest'];
/** Body of POST /v2/auth/password. */
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
/** Answer of login and registration: both tokens plus the user and their memberships. */
export type AuthSession = Schemas['AuthSession'];

/** Keeps only the fields the app uses, so nothing else (such as `memberships`) rides along. */
export function toAuthUser(user: Schemas['User'] | Schemas['CurrentUser']): AuthUser {
  return {
    id: user.id,
    email: user.email,
    user_type: user.user_type,
    role: user.role,
    first_name: user.first_name,
    last_name: user.last_name,
    phone_number: user.phone_number,
  };
}
