import type { OperationId } from '../../plugins/openapi/operation.ts';
import { freshEmail, testPassword } from '../accounts.ts';
import type { ActorName, World } from './actors.ts';

/** What one cell sends; the method and path come from the contract. */
export interface MatrixRequest {
  /** Path parameters by name; any the row leaves out get an id no object has. */
  params?: Record<string, string>;
  /** The query string. */
  query?: Record<string, string>;
  /** The JSON body. */
  body?: Record<string, unknown>;
  /** Sign the actor in again for this cell, because the operation ends the session it runs in. */
  freshSession?: boolean;
}

/** The expected status for every actor. */
export type Expected = Record<ActorName, number>;

/** One operation's row: how to aim a request at its target object, and who gets which status. */
export interface MatrixRow {
  /**
   * Builds one cell's request. It runs once per actor, so an operation that changes or deletes its
   * target makes a new one each time (e.g. `world.newProduct()`).
   */
  request(world: World, actor: ActorName): MatrixRequest | Promise<MatrixRequest>;
  /** The status each actor must get. */
  expect: Expected;
}

/** The same status for every actor. */
export const everyone = (status: number): Expected => ({
  anonymous: status,
  customer: status,
  seller: status,
  colleague: status,
  otherSeller: status,
  admin: status,
  publishableKey: status,
});

/**
 * `status` for the signed-in actors, 401 for those without a token, then `overrides`. A publishable key
 * admits nobody until keys have an authenticator; the rows of the catalogue reads say where that changes.
 */
export const signedIn = (status: number, overrides: Partial<Expected> = {}): Expected => ({
  ...everyone(status),
  anonymous: 401,
  publishableKey: 401,
  ...overrides,
});

/** An operation without a handler: 501 for everyone. Its feature replaces this line with a real row. */
const notImplemented: MatrixRow = { request: () => ({}), expect: everyone(501) };

/**
 * THE authorization matrix: every operation of openapi.yaml, by operationId, with the status each actor
 * gets (actors in `actors.ts`). A feature that implements an operation replaces its `notImplemented` line;
 * a new operation in the contract needs a line here, or the matrix test fails.
 */
const authorizationMatrix = {
  // system, waitlist, sign-up and sign-in: public.
  getHealth: { request: () => ({}), expect: everyone(200) },
  joinWaitlist: { request: () => ({ body: { email: freshEmail('waitlist') } }), expect: everyone(200) },
  registerUser: {
    request: () => ({
      body: {
        email: freshEmail('signup'),
        password: testPassword,
        first_name: 'Ada',
        last_name: 'Lovelace',
        user_type: 'CUSTOMER',
      },
    }),
    expect: everyone(201),
  },
  login: {
    request: async (world) => ({
      body: { email: await world.newUserEmail(), password: testPassword },
    }),
    expect: everyone(200),
  },
  refreshToken: {
    request: async (world) => ({ body: { refresh_token: (await world.newUserSession()).refresh_token } }),
    expect: everyone(200),
  },

  // The caller's own account.
  logout: { request: () => ({ body: {}, freshSession: true }), expect: signedIn(204) },
  getMe: { request: () => ({}), expect: signedIn(200) },
  updateMe: { request: () => ({ body: { first_name: 'Ada' } }), expect: signedIn(200) },
  // The caller's own session goes on after a password change, so the cell may use it.
  changePassword: {
    request: () => ({ body: { current_password: testPassword, new_password: testPassword } }),
    expect: signedIn(204),
  },

  // Businesses: visible to their members and platform admins (404 for anyone else); ADMINs add members.
  createBusiness: {
    request: () => ({ body: { name: 'Matrix Holdings', business_type: 'parent_company' } }),
    expect: signedIn(201),
  },
  getBusiness: {
    request: (world) => ({ query: { id: world.sellerBusinessId } }),
    expect: signedIn(404, { seller: 200, colleague: 200, admin: 200 }),
  },
  listBusinesses: { request: () => ({}), expect: signedIn(200) },
  // Memberships by consent: ADMINs invite an e-mail; only its owner accepts or declines.
  addBusinessMember: {
    request: async (world) => ({
      body: { business_id: world.sellerBusinessId, email: await world.newUserEmail() },
    }),
    expect: signedIn(404, { seller: 201, colleague: 403, admin: 403 }),
  },
  listMyInvitations: { request: () => ({}), expect: signedIn(200) },
  acceptInvitation: {
    request: async (world) => ({ params: { id: await world.newInvitation() } }),
    expect: signedIn(404, { customer: 200 }),
  },
  declineInvitation: {
    request: async (world) => ({ params: { id: await world.newInvitation() } }),
    expect: signedIn(404, { customer: 204 }),
  },
  // Members see the members; ADMINs change roles and remove others (a member may leave: not a cell here).
  listBusinessMembers: {
    request: (world) => ({ params: { id: world.sellerBusinessId } }),
    expect: signedIn(404, { seller: 200, colleague: 200, admin: 200 }),
  },
  updateBusinessMember: {
    request: async (world) => ({
      params: { id: world.sellerBusinessId, memberId: await world.newMember() },
      body: { role: 'MEMBER' },
    }),
    expect: signedIn(404, { seller: 200, colleague: 403, admin: 403 }),
  },
  removeBusinessMember: {
    request: async (world) => ({ params: { id: world.sellerBusinessId, memberId: await world.newMember() } }),
    expect: signedIn(404, { seller: 204, colleague: 403, admin: 403 }),
  },
  // A parent's ADMINs decide the link requests naming it.
  listBusinessLinkRequests: {
    request: (world) => ({ params: { id: world.sellerBusinessId } }),
    expect: signedIn(404, { seller: 200, colleague: 403, admin: 403 }),
  },
  approveBusinessLinkRequest: {
    request: async (world) => ({
      params: { id: world.sellerBusinessId, requestId: await world.newLinkRequest() },
    }),
    expect: signedIn(404, { seller: 200, colleague: 403, admin: 403 }),
  },
  declineBusinessLinkRequest: {
    request: async (world) => ({
      params: { id: world.sellerBusinessId, requestId: await world.newLinkRequest() },
    }),
    expect: signedIn(404, { seller: 200, colleague: 403, admin: 403 }),
  },
  getBusinessMetrics: notImplemented,

  // Products: public to signed-in users; listed by sellers; changed by their seller or a platform admin.
  listProducts: { request: () => ({}), expect: signedIn(200) }, // publishableKey: 200 once keys exist
  createProduct: {
    request: () => ({ body: { name: 'Matrix gripper', description: 'Two fingers.', price: '950.00' } }),
    expect: signedIn(403, { seller: 201, otherSeller: 201 }),
  },
  getProduct: {
    request: (world) => ({ params: { id: world.productId } }),
    expect: signedIn(200), // publishableKey: 200 once keys exist
  },
  updateProduct: {
    request: async (world) => ({ params: { id: await world.newProduct() }, body: { name: 'Renamed arm' } }),
    expect: signedIn(403, { seller: 200, admin: 200 }),
  },
  deleteProduct: {
    request: async (world) => ({ params: { id: await world.newProduct() } }),
    expect: signedIn(403, { seller: 204, admin: 204 }),
  },

  // Not built yet.
  listOffers: notImplemented,
  createOffer: notImplemented,
  updateOfferStatus: notImplemented,
  createWorkflow: notImplemented,
  listWorkflows: notImplemented,
  getWorkflow: notImplemented,
  deleteWorkflow: notImplemented,
  startOrder: notImplemented,
  createRfp: notImplemented,
  listRfps: notImplemented,
  getRfp: notImplemented,
  updateRfp: notImplemented,
  inviteSellers: notImplemented,
  createProposal: notImplemented,
  listProposals: notImplemented,
  acceptProposal: notImplemented,
  createMessage: notImplemented,
  listMessages: notImplemented,
  sendTyping: notImplemented,
  streamWorkflowEvents: notImplemented,
  createPaymentSession: notImplemented,
  listPayments: notImplemented,
  releaseEscrow: notImplemented,
  refundEscrow: notImplemented,
  registerIotDevice: notImplemented,
  postIotMetrics: notImplemented,
  listIotMetrics: notImplemented,
  uploadDocument: notImplemented,
  listDocuments: notImplemented,
  getDocument: notImplemented,
  stripeWebhook: notImplemented,
} satisfies Record<OperationId, MatrixRow>;

/** The matrix, looked up by any string (the contract's operationIds are plain strings at run time). */
export const matrixRows: Readonly<Record<string, MatrixRow>> = authorizationMatrix;
