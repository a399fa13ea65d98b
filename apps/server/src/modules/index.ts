import type { Authenticator, OperationRegistry } from '../plugins/openapi/operation.ts';
import { bearerAuth, cookieAuth } from './auth/authenticators.ts';
import {
  changePassword,
  getMe,
  login,
  logout,
  refreshToken,
  registerUser,
  updateMe,
} from './auth/handlers.ts';
import { createBusiness, getBusiness, listBusinesses } from './business/handlers.ts';
import {
  acceptInvitation,
  addBusinessMember,
  declineInvitation,
  listMyInvitations,
} from './business/invitations.ts';
import {
  approveBusinessLinkRequest,
  declineBusinessLinkRequest,
  listBusinessLinkRequests,
} from './business/link-requests.ts';
import { listBusinessMembers, removeBusinessMember, updateBusinessMember } from './business/members.ts';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
} from './products/handlers.ts';
import { getHealth } from './system/handlers.ts';
import { joinWaitlist } from './waitlist/handlers.ts';

/**
 * Every implemented contract operation, by `operationId`. An operation of openapi.yaml missing here
 * answers 501 `not_implemented`; `node apps/server/src/scripts/operations.ts` prints the progress.
 */
export const operations: OperationRegistry = {
  getHealth,
  joinWaitlist,
  registerUser,
  login,
  refreshToken,
  logout,
  getMe,
  updateMe,
  changePassword,
  createBusiness,
  getBusiness,
  listBusinesses,
  addBusinessMember,
  listMyInvitations,
  acceptInvitation,
  declineInvitation,
  listBusinessMembers,
  updateBusinessMember,
  removeBusinessMember,
  listBusinessLinkRequests,
  approveBusinessLinkRequest,
  declineBusinessLinkRequest,
  listProducts,
  createProduct,
  getProduct,
  updateProduct,
  deleteProduct,
};

/**
 * Checks for the contract's security schemes (`components.securitySchemes`), by name. An operation that
 * requires a scheme missing here admits nobody (401).
 */
export const authenticators: Readonly<Record<string, Authenticator>> = {
  bearerAuth,
  cookieAuth,
};
