import type { OperationId } from '../../plugins/openapi/operation.ts';
import { freshEmail, testPassword } from '../accounts.ts';
import { imageUpload } from '../images.ts';
import { type ActorName, matrixUpload, type World } from './actors.ts';

/** What one cell sends; the method and path come from the contract. */
export interface MatrixRequest {
  /** Path parameters by name; any the row leaves out get an id no object has. */
  params?: Record<string, string>;
  /** The query string. */
  query?: Record<string, string>;
  /** The JSON body. */
  body?: Record<string, unknown>;
  /** A body of another media type (an upload), instead of `body`. */
  rawBody?: { contentType: string; payload: Buffer };
  /** Extra request headers (`Idempotency-Key`). */
  headers?: Record<string, string>;
  /** Sign the actor in again for this cell, because the operation ends the session it runs in. */
  freshSession?: boolean;
  /**
   * The answer is an endless stream (Server-Sent Events): the cell reads its status and headers, then
   * hangs up; an error answer is read whole.
   */
  stream?: boolean;
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
  buyer: status,
  buyerColleague: status,
  invitedSeller: status,
});

/**
 * `status` for the signed-in actors, 401 for those without a token, then `overrides`. A publishable key
 * admits only the public catalogue reads; their rows say so.
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
  // The public site's forms and page-view counts: anyone, signed in or not.
  sendContactMessage: {
    request: () => ({ body: { name: 'Ada', email: freshEmail('contact'), message: 'Hello' } }),
    expect: everyone(201),
  },
  subscribeNewsletter: {
    request: () => ({ body: { email: freshEmail('newsletter') } }),
    expect: everyone(200),
  },
  recordPageView: { request: () => ({ body: { path: '/about' } }), expect: everyone(204) },
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
  // Publishable keys: the business's ADMINs only (a platform admin sees the business but is no ADMIN of it).
  createPublishableKey: {
    request: (world) => ({
      body: { business_id: world.sellerBusinessId, allowed_origins: ['https://partner.example'] },
    }),
    expect: signedIn(404, { seller: 201, colleague: 403, admin: 403 }),
  },
  listPublishableKeys: {
    request: (world) => ({ query: { business_id: world.sellerBusinessId } }),
    expect: signedIn(404, { seller: 200, colleague: 403, admin: 403 }),
  },
  revokePublishableKey: {
    request: async (world) => ({ params: { id: await world.newKey() } }),
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
  // A business's figures for its members (and platform admins); the buyer's own for anyone signed in.
  getBusinessMetrics: {
    request: (world) => ({ query: { business_id: world.buyerBusinessId } }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 200, admin: 200 }),
  },

  // Products: public to signed-in users; listed by sellers; changed by their seller or a platform admin.
  listProducts: { request: () => ({}), expect: signedIn(200, { publishableKey: 200 }) },
  createProduct: {
    request: () => ({ body: { name: 'Matrix gripper', description: 'Two fingers.', price: '950.00' } }),
    expect: signedIn(403, { seller: 201, otherSeller: 201, invitedSeller: 201 }),
  },
  getProduct: {
    request: (world) => ({ params: { id: world.productId } }),
    expect: signedIn(200, { publishableKey: 200 }),
  },
  updateProduct: {
    request: async (world) => ({ params: { id: await world.newProduct() }, body: { name: 'Renamed arm' } }),
    expect: signedIn(403, { seller: 200, admin: 200 }),
  },
  deleteProduct: {
    request: async (world) => ({ params: { id: await world.newProduct() } }),
    expect: signedIn(403, { seller: 204, admin: 204 }),
  },
  // Images: only the product's seller adds them (not even a platform admin); anyone sees them.
  uploadProductImage: {
    request: async (world) => ({ params: { id: await world.newProduct() }, rawBody: imageUpload() }),
    expect: signedIn(403, { seller: 200 }),
  },
  getProductImage: {
    request: async (world) => {
      const product = await world.newProduct();
      const upload = imageUpload();
      const response = await world.app.inject({
        method: 'POST',
        url: `/v2/products/${product}/images`,
        headers: { ...world.headers('seller'), 'content-type': upload.contentType },
        payload: upload.payload,
      });
      const [url] = response.json<{ images: string[] }>().images;
      return { params: { name: (url ?? '').replace('/api/images/', '') } };
    },
    expect: everyone(200),
  },

  // Offers: the product's seller sees every offer on it, anyone else only their own (an empty page); anyone
  // signed in but the seller and its business's members offers. Only the offer's two parties see an offer:
  // the seller answers a PENDING one (the buyer sees it, so 403), anyone else gets 404.
  listOffers: {
    request: (world) => ({ params: { id: world.productId } }),
    expect: signedIn(200),
  },
  createOffer: {
    request: async (world) => ({
      params: { id: await world.newProduct() },
      body: { price: '10000.00', quantity: 1, message: 'Matrix offer' },
    }),
    expect: signedIn(201, { seller: 403, colleague: 403 }),
  },
  updateOfferStatus: {
    request: async (world) => {
      const { productId, offerId } = await world.newOffer();
      return {
        params: { id: productId, offerId },
        body: { status: 'REJECTED' },
        headers: { 'idempotency-key': crypto.randomUUID() },
      };
    },
    expect: signedIn(404, { seller: 200, buyer: 403 }),
  },
  listMyOffers: { request: () => ({ query: { side: 'seller' } }), expect: signedIn(200) },
  // Procurement (DESIGN.md §4): the buyer, the buyer's business members and invited sellers are its
  // parties; anyone else gets 404 for what is not in the marketplace. `seller` and `otherSeller` are
  // uninvited sellers here, `colleague` another business's user. Only the buyer acts for the buyer side.
  createWorkflow: {
    request: () => ({
      body: {
        title: 'Matrix order',
        description: 'A matrix workflow.',
        requestType: 'CUSTOM_ORDER',
        requirements: { category: 'ROBOT', quantity: 1 },
      },
    }),
    expect: signedIn(201),
  },
  listWorkflows: { request: () => ({}), expect: signedIn(200) },
  getWorkflow: {
    request: (world) => ({ params: { id: world.workflowId } }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 200, invitedSeller: 200 }),
  },
  deleteWorkflow: {
    request: async (world) => ({ params: { id: (await world.newProcurement()).workflowId } }),
    expect: signedIn(404, { buyer: 204, buyerColleague: 403, invitedSeller: 403 }),
  },
  // Payments (DESIGN.md §5): the buyer pays, releases and refunds; the chosen seller (here the invited
  // seller, whose proposal is accepted) starts the order; the buyer's business members see but may not pay.
  startOrder: {
    request: async (world) => ({ params: { id: (await world.newPayable('paid')).workflowId } }),
    expect: signedIn(404, { buyer: 403, buyerColleague: 403, invitedSeller: 200 }),
  },
  createRfp: {
    request: async (world) => ({
      body: {
        workflowId: await world.newRfpWorkflow(),
        title: 'Matrix RFP',
        useCase: 'Warehouse Automation',
        description: 'Two pickers.',
        industry: 'Logistics',
        technicalRequirements: { payload: 10, batteryLife: 8, certifications: [], customSpecs: [] },
        budget: { min: '1000.00', max: '5000.00', currency: 'USD' },
        timeline: { startDate: '2027-04-01', endDate: '2027-06-30', milestones: [] },
      },
    }),
    expect: signedIn(404, { buyer: 201, buyerColleague: 403, invitedSeller: 403 }),
  },
  // The marketplace is open to everyone, partner sites included (no credentials).
  listRfps: { request: () => ({}), expect: everyone(200) },
  // A DRAFT: only the workflow's parties (marketplace RFPs are open to every signed-in user).
  getRfp: {
    request: (world) => ({ params: { id: world.draftRfpId } }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 200, invitedSeller: 200 }),
  },
  // Withdrawing a marketplace RFP: everyone signed in sees it, only its buyer changes it.
  updateRfp: {
    request: async (world) => ({
      params: { id: (await world.newProcurement()).rfpId },
      body: { status: 'REJECTED' },
    }),
    expect: signedIn(403, { buyer: 200 }),
  },
  // The buyer invites a seller; sellers may invite only themselves, so inviting another is 403.
  inviteSellers: {
    request: async (world) => {
      const workflowId = await world.newOpenWorkflow();
      return { params: { id: workflowId }, body: { workflowId, sellerIds: [world.spareSellerId] } };
    },
    expect: signedIn(403, { buyer: 200 }),
  },
  // Sellers join a marketplace RFP by proposing (invited in the same step); the buyer's side and accounts
  // that do not sell may not propose.
  createProposal: {
    request: async (world) => ({
      params: { id: await world.newOpenWorkflow() },
      body: {
        price: '2000.00',
        description: 'Two pickers.',
        terms: 'Net 30.',
        timeline: { startDate: '2027-04-10', endDate: '2027-05-10', milestones: [] },
      },
    }),
    expect: signedIn(403, { seller: 201, otherSeller: 201, invitedSeller: 201 }),
  },
  listProposals: {
    request: (world) => ({ params: { id: world.workflowId } }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 200, invitedSeller: 200 }),
  },
  acceptProposal: {
    request: async (world) => {
      const { workflowId, proposalId } = await world.newProcurement();
      return {
        params: { id: workflowId, proposalId },
        headers: { 'idempotency-key': crypto.randomUUID() },
      };
    },
    expect: signedIn(404, { buyer: 200, buyerColleague: 403, invitedSeller: 403 }),
  },
  // Messages and live events (DESIGN.md §4): every party of the workflow, nobody else.
  createMessage: {
    request: (world) => ({ params: { id: world.workflowId }, body: { body: 'Hello from the matrix.' } }),
    expect: signedIn(404, { buyer: 201, buyerColleague: 201, invitedSeller: 201 }),
  },
  listMessages: {
    request: (world) => ({ params: { id: world.workflowId } }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 200, invitedSeller: 200 }),
  },
  markMessagesRead: {
    request: async (world) => ({
      params: { id: world.workflowId },
      body: { messageId: await world.newMessage() },
    }),
    expect: signedIn(404, { buyer: 204, buyerColleague: 204, invitedSeller: 204 }),
  },
  sendTyping: {
    request: (world) => ({ params: { id: world.workflowId }, body: { isTyping: true } }),
    expect: signedIn(404, { buyer: 204, buyerColleague: 204, invitedSeller: 204 }),
  },
  streamWorkflowEvents: {
    request: (world) => ({ params: { id: world.workflowId }, stream: true }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 200, invitedSeller: 200 }),
  },
  createPaymentSession: {
    request: async (world) => ({
      params: { id: (await world.newPayable('agreed')).workflowId },
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
    expect: signedIn(404, { buyer: 201, buyerColleague: 403, invitedSeller: 403 }),
  },
  listPayments: { request: () => ({}), expect: signedIn(200) },
  getPayment: {
    request: async (world) => ({
      params: { paymentId: (await world.newPayable('pending')).paymentId ?? '' },
    }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 200, invitedSeller: 200 }),
  },
  confirmSandboxPayment: {
    request: async (world) => ({
      params: { paymentId: (await world.newPayable('pending')).paymentId ?? '' },
      body: { card_number: '4242 4242 4242 4242' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 403, invitedSeller: 403 }),
  },
  releaseEscrow: {
    request: async (world) => ({
      params: { id: (await world.newPayable('started')).workflowId },
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 403, invitedSeller: 403 }),
  },
  refundEscrow: {
    request: async (world) => ({
      params: { id: (await world.newPayable('paid')).workflowId },
      body: { reason: 'Changed our mind' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 403, invitedSeller: 403 }),
  },
  registerIotDevice: notImplemented,
  postIotMetrics: notImplemented,
  listIotMetrics: notImplemented,
  uploadDocument: {
    request: (world) => ({ params: { id: world.workflowId }, rawBody: matrixUpload }),
    expect: signedIn(404, { buyer: 201, buyerColleague: 201, invitedSeller: 201 }),
  },
  listDocuments: {
    request: (world) => ({ params: { id: world.workflowId } }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 200, invitedSeller: 200 }),
  },
  getDocument: {
    request: (world) => ({ params: { name: world.documentName } }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 200, invitedSeller: 200 }),
  },
  // Stripe's webhook takes no token: only a valid signature, which no actor has (400 for everyone).
  stripeWebhook: {
    request: () => ({
      body: { id: 'evt_matrix', type: 'checkout.session.completed' },
      headers: { 'stripe-signature': 't=1,v1=00' },
    }),
    expect: everyone(400),
  },
} satisfies Record<OperationId, MatrixRow>;

/** The matrix, looked up by any string (the contract's operationIds are plain strings at run time). */
export const matrixRows: Readonly<Record<string, MatrixRow>> = authorizationMatrix;
