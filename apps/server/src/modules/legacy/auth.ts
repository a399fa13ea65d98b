// Legacy sign-in and registration (tag `legacy-auth`): the v2 auth operations under their old paths.
import type { operations } from '@robomarket/api-client/legacy/schema';
import type { LegacyRegistry } from './operation.ts';
import { relay } from './translate.ts';

type LegacyRegisterBody = operations['legacyRegister']['requestBody']['content']['application/json'];

/** `Ada` for `ada`. */
const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/**
 * The names v2 requires, when the old client sent none: the first word of the e-mail's local part (split
 * at `.`, `_`, `-`, `+`) as the first name, the other words as the last name, else the first label of the
 * e-mail's domain (`ada.lovelace@example.com` → Ada Lovelace, `ada@example.com` → Ada Example).
 */
export function namesFromEmail(email: string): { first_name: string; last_name: string } {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? '' : email.slice(at + 1);
  const words = local.split(/[._+-]+/).filter((word) => word !== '');
  const [first = local || 'Member', ...rest] = words.map(capitalised);
  const domainLabel = capitalised(domain.split('.')[0] ?? '');
  const last = rest.join(' ') || domainLabel || first;
  return { first_name: first.slice(0, 100), last_name: last.slice(0, 100) };
}

/** The old registration as the v2 one: `role` → `user_type` (and `business_type`), names filled in. */
function v2Registration(body: LegacyRegisterBody): Record<string, unknown> {
  const { role, first_name, last_name, company_name, ...rest } = body;
  const derived = namesFromEmail(body.email);
  const names = { first_name: first_name ?? derived.first_name, last_name: last_name ?? derived.last_name };
  if (role === 'customer') {
    // A company name sent with the customer role is passed on, for v2 to refuse as it does.
    return {
      ...rest,
      ...names,
      user_type: 'CUSTOMER',
      ...(company_name === undefined ? {} : { company_name }),
    };
  }
  return {
    ...rest,
    ...names,
    user_type: 'BUSINESS',
    business_type: role === 'parent_dealership' ? 'parent_company' : 'subsidiary',
    company_name: company_name ?? `${names.first_name} ${names.last_name}`.slice(0, 200),
  };
}

/** `POST /auth/*` → `POST /v2/auth/*`: the same tokens in the answer (`access_token`, `refresh_token`). */
export const legacyAuth: LegacyRegistry = {
  legacyLogin: {
    handle: async (request, v2) =>
      relay(await v2({ method: 'POST', path: '/v2/auth/login', body: request.body })),
  },
  legacyLogout: {
    handle: async (request, v2) =>
      relay(await v2({ method: 'POST', path: '/v2/auth/logout', body: request.body ?? {} })),
  },
  legacyRefresh: {
    handle: async (request, v2) =>
      relay(await v2({ method: 'POST', path: '/v2/auth/refresh', body: request.body })),
  },
  legacyRegister: {
    handle: async (request, v2) =>
      relay(await v2({ method: 'POST', path: '/v2/auth/register', body: v2Registration(request.body) })),
  },
};
