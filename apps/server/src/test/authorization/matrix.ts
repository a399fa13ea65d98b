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

/** A link token no link has (account lifecycle rows). */
const forgedToken = 'Zm9yZ2VkLXRva2VuLW5vYm9keS1pc3N1ZWQtaXQ';

/** An alert rule every cell may send. */
const matrixRule = {
  name: 'Battery low',
  kind: 'BELOW',
  metric: 'battery',
  threshold: 15,
  forMinutes: 10,
  severity: 'WARNING',
};

/** A new alert rule of the buyer's business. */
async function newBuyerRule(world: World): Promise<string> {
  const [row] = await world.db.query<{ id: string }>(
    `INSERT INTO iot_alert_rules (owner_business_id, name, kind, metric, threshold, for_minutes, severity, created_at,
       updated_at)
     VALUES ($1, 'Battery low', 'BELOW', 'battery', 15, 10, 'WARNING', now(), now()) RETURNING id`,
    [world.buyerBusinessId],
  );
  if (row === undefined) throw new Error('no rule');
  return row.id;
}

/** A new OPEN alert on a new device of the buyer's business (a unit of the lost workflow). */
async function newBuyerAlert(world: World): Promise<string> {
  const [row] = await world.db.query<{ id: string }>(
    `WITH device AS (
       INSERT INTO iot_devices (workflow_id, owner_business_id, owner_user_id, seller_business_id, seller_user_id,
         name, serial_number, model, credential_issued_at, created_at)
       SELECT w.id, w.business_id, w.buyer_id, w.seller_business_id, w.seller_id, 'Matrix arm', gen_random_uuid()::text,
              'Arm', now(), now()
         FROM workflows w WHERE w.id = $1
       RETURNING id, owner_business_id)
     INSERT INTO iot_alerts (device_id, owner_business_id, rule_name, kind, severity, status, message, raised_at)
     SELECT id, owner_business_id, 'Any code', 'ERROR_CODE', 'WARNING', 'OPEN', 'error code 9 reported', now()
       FROM device RETURNING id`,
    [world.lostWorkflowId],
  );
  if (row === undefined) throw new Error('no alert');
  return row.id;
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
  /**
   * Texts an actor's successful answer must not contain: what of another seller's thread, proposal or award
   * it may not read (e.g. `world.invitedTraces` for the second invited seller).
   */
  conceals?(world: World, actor: ActorName): readonly string[];
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
  buyerViewer: status,
  parentMember: status,
  invitedSeller: status,
  invitedSellerColleague: status,
  invitedSellerViewer: status,
  secondInvitedSeller: status,
  losingSeller: status,
  removedColleague: status,
  expiredToken: status,
});

/**
 * `status` for the signed-in actors, 401 for those without a token or with an expired one, then
 * `overrides`. A publishable key admits only the public catalogue reads; their rows say so.
 */
export const signedIn = (status: number, overrides: Partial<Expected> = {}): Expected => {
  const expected: Expected = {
    ...everyone(status),
    anonymous: 401,
    publishableKey: 401,
    expiredToken: 401,
    ...overrides,
  };
  // The business's members (ADR 0089): unless a row says otherwise, the invited seller's SALES colleague is
  // that seller, and the read-only members get what the side they read for gets on a read and 403 on a
  // change (`readOnly` rows list their changes).
  return {
    ...expected,
    invitedSellerColleague: overrides.invitedSellerColleague ?? expected.invitedSeller,
    invitedSellerViewer: overrides.invitedSellerViewer ?? expected.invitedSeller,
    buyerViewer: overrides.buyerViewer ?? expected.buyerColleague,
    parentMember: overrides.parentMember ?? expected.buyerColleague,
  };
};

/**
 * The parties of a workflow's thread cells: the buyer's side and both invited sellers read `workflowId`, the
 * losing seller its lost workflow (`world.workflowFor`), `status` each; the removed colleague and everyone
 * else get 404, and `overrides` last.
 */
const threadParties = (status: number, overrides: Partial<Expected> = {}): Expected =>
  signedIn(404, {
    buyer: status,
    buyerColleague: status,
    invitedSeller: status,
    secondInvitedSeller: status,
    losingSeller: status,
    ...overrides,
  });

/**
 * The two sides of the buyer's conversation about the seller's product (ADR 0088): since ADR 0090 each side
 * is its business, so the buyer's and the seller's colleagues are sides too.
 */
const conversationSide = (actor: ActorName): boolean =>
  actor === 'buyer' ||
  actor === 'seller' ||
  actor === 'buyerColleague' ||
  actor === 'buyerViewer' ||
  actor === 'colleague';

/**
 * `status` for the conversation's two sides (`viewerStatus` for the buyer's VIEWER, who reads but does not
 * write), 404 for every other signed-in actor: a parent business does not read its subsidiary's questions.
 */
const conversationSides = (status: number, viewerStatus = status): Expected =>
  signedIn(404, {
    buyer: status,
    seller: status,
    buyerColleague: status,
    colleague: status,
    buyerViewer: viewerStatus,
    parentMember: 404,
  });

/** Actors who write for the buyer's side (the removed colleague still tries to). */
const writesForBuyer = (actor: ActorName): boolean =>
  actor === 'buyer' ||
  actor === 'buyerColleague' ||
  actor === 'buyerViewer' ||
  actor === 'parentMember' ||
  actor === 'removedColleague';

/** The thread a cell writes in: the buyer's side names the invited seller's; a seller writes in its own. */
const threadOf = (world: World, actor: ActorName): { sellerId: string } | Record<string, never> =>
  writesForBuyer(actor) ? { sellerId: world.invitedSellerId } : {};

/**
 * What a seller must not read of the other seller's thread: the invited seller's on `workflowId` for the
 * second invited seller, the winner's on its lost workflow for the losing seller.
 */
const othersThreads = (world: World, actor: ActorName): readonly string[] => {
  if (actor === 'secondInvitedSeller') return world.invitedTraces;
  if (actor === 'losingSeller') return world.winnerTraces;
  return [];
};

/** A workflow the losing seller lost (a new one), or `otherwise` for everyone else. */
const lostOr = async (world: World, actor: ActorName, otherwise: () => Promise<string>): Promise<string> =>
  actor === 'losingSeller' ? (await world.newPayable('agreed')).workflowId : otherwise();

/**
 * A cell's proposal to change: the losing seller's own on its lost workflow, else the invited seller's
 * PENDING one on a new workflow.
 */
const ownProposalOr = async (world: World, actor: ActorName): Promise<Record<string, string>> => {
  if (actor === 'losingSeller') return { id: world.lostWorkflowId, proposalId: world.lostProposalId };
  const { workflowId, proposalId } = await world.newProcurement();
  return { id: workflowId, proposalId };
};

/** A started order of the buyer's awarded to the invited seller, and one device it registered (once per world). */
const fleetDeals = new WeakMap<World, Promise<{ workflowId: string; deviceId: string }>>();
const fleetDeal = (world: World): Promise<{ workflowId: string; deviceId: string }> => {
  let deal = fleetDeals.get(world);
  if (deal === undefined) {
    deal = (async () => {
      const { workflowId } = await world.newPayable('started');
      return { workflowId, deviceId: await registerFleetDevice(world, workflowId) };
    })();
    fleetDeals.set(world, deal);
  }
  return deal;
};

let fleetSerial = 1;
const freshSerial = () => `MATRIX-${process.pid}-${fleetSerial++}`;

/** The invited seller registers a unit on `workflowId`; resolves the device's id. */
async function registerFleetDevice(world: World, workflowId: string): Promise<string> {
  const response = await world.app.inject({
    method: 'POST',
    url: `/v2/workflows/${workflowId}/iot/register`,
    headers: world.headers('invitedSeller'),
    payload: { serialNumber: freshSerial(), model: 'AMR-200' },
  });
  if (response.statusCode !== 201)
    throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  return response.json().device.id;
}

/** A new device on the fleet deal, for cells that change its credential. */
const newFleetDevice = async (world: World) =>
  registerFleetDevice(world, (await fleetDeal(world)).workflowId);

/**
 * A device's readers: the owning business's members and the selling business's (`status` each); the buyer's
 * parent, the losing seller, the removed colleague and everyone else 404; `overrides` last.
 */
const deviceReaders = (status: number, overrides: Partial<Expected> = {}): Expected =>
  signedIn(404, {
    buyer: status,
    buyerColleague: status,
    buyerViewer: status,
    parentMember: 404,
    invitedSeller: status,
    invitedSellerColleague: status,
    invitedSellerViewer: status,
    ...overrides,
  });

/**
 * THE authorization matrix: every operation of openapi.yaml, by operationId, with the status each actor
 * gets (actors in `actors.ts`). A new operation in the contract needs a line here, or the matrix test fails.
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
  // The business switcher: only a business the caller is a member of (404 for any other, even for admins).
  chooseActingBusiness: {
    request: (world) => ({ body: { business_id: world.sellerBusinessId } }),
    expect: signedIn(404, { seller: 200, colleague: 200 }),
  },
  // The caller's own session goes on after a password change, so the cell may use it.
  changePassword: {
    request: () => ({ body: { current_password: testPassword, new_password: testPassword } }),
    expect: signedIn(204),
  },

  // Account lifecycle (ADR 0097): the caller's own account only. Deletion and e-mail change are asked with a
  // wrong password (403 for every signed-in actor), so the matrix keeps its actors; links with a forged token
  // are a 400 for anyone.
  deleteMe: { request: () => ({ body: { password: 'not-the-password-1' } }), expect: signedIn(403) },
  requestEmailChange: {
    request: () => ({ body: { email: freshEmail('moved'), password: 'not-the-password-1' } }),
    expect: signedIn(403),
  },
  requestPasswordReset: { request: () => ({ body: { email: freshEmail('reset') } }), expect: everyone(202) },
  confirmPasswordReset: {
    request: () => ({ body: { token: forgedToken, password: testPassword } }),
    expect: everyone(400),
  },
  verifyEmail: { request: () => ({ body: { token: forgedToken } }), expect: everyone(400) },
  confirmEmailChange: { request: () => ({ body: { token: forgedToken } }), expect: everyone(400) },
  resendVerificationEmail: { request: () => ({}), expect: signedIn(202) },
  requestDataExport: { request: () => ({}), expect: signedIn(202) },
  exportMyData: { request: () => ({}), expect: signedIn(202) },
  downloadDataExport: { request: () => ({ query: { token: forgedToken } }), expect: everyone(400) },

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
  // Team and settings (ADR 0092): members read the team; its ADMINs change it, the account and the audit log.
  updateBusiness: {
    request: (world) => ({ params: { id: world.sellerBusinessId }, body: { tax_id: 'DE 123456789' } }),
    expect: signedIn(404, { seller: 200, colleague: 403, admin: 403 }),
  },
  listBusinessInvitations: {
    request: (world) => ({ params: { id: world.sellerBusinessId } }),
    expect: signedIn(404, { seller: 200, colleague: 200, admin: 200 }),
  },
  withdrawBusinessInvitation: {
    request: async (world) => ({
      params: { id: world.sellerBusinessId, invitationId: await world.newSentInvitation() },
    }),
    expect: signedIn(404, { seller: 204, colleague: 403, admin: 403 }),
  },
  signOutBusinessMember: {
    request: async (world) => ({ params: { id: world.sellerBusinessId, memberId: await world.newMember() } }),
    expect: signedIn(404, { seller: 200, colleague: 403, admin: 403 }),
  },
  listAuditEvents: {
    request: (world) => ({ params: { id: world.sellerBusinessId } }),
    expect: signedIn(404, { seller: 200, colleague: 403, admin: 403 }),
  },
  exportAuditEvents: {
    request: (world) => ({ params: { id: world.sellerBusinessId } }),
    expect: signedIn(404, { seller: 200, colleague: 403, admin: 403 }),
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
  getSellerMetrics: { request: () => ({}), expect: signedIn(200) },
  // The parent search: open to guests (the Register dialog), names and ids only, never an e-mail.
  searchBusinesses: {
    request: () => ({ query: { q: 'Robotics' } }),
    expect: everyone(200),
    conceals: () => ['@'],
  },
  // A parent's roll-up of its subsidiaries: the parent's members (and platform admins) only.
  listSubsidiaries: {
    request: (world) => ({ params: { id: world.sellerBusinessId } }),
    expect: signedIn(404, { seller: 200, colleague: 200, admin: 200 }),
  },
  getBusinessMetrics: {
    request: (world) => ({ query: { business_id: world.buyerBusinessId } }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 200, admin: 200, parentMember: 404 }),
  },

  // Products: public, visitors without credentials included (ADR 0103); listed by sellers; changed by a SALES
  // member of their business (the seller's colleague included, ADR 0090) or a platform admin.
  listProducts: { request: () => ({}), expect: { ...everyone(200), expiredToken: 401 } },
  createProduct: {
    request: () => ({ body: { name: 'Matrix gripper', description: 'Two fingers.', price: '950.00' } }),
    expect: signedIn(403, {
      seller: 201,
      otherSeller: 201,
      invitedSeller: 201,
      secondInvitedSeller: 201,
      losingSeller: 201,
      // A seller of its own business; the invited seller's colleagues are customer accounts.
      parentMember: 201,
      invitedSellerColleague: 403,
      invitedSellerViewer: 403,
    }),
  },
  getProduct: {
    request: (world) => ({ params: { id: world.productId } }),
    expect: { ...everyone(200), expiredToken: 401 },
  },
  updateProduct: {
    request: async (world) => ({ params: { id: await world.newProduct() }, body: { name: 'Renamed arm' } }),
    expect: signedIn(403, { seller: 200, colleague: 200, admin: 200 }),
  },
  deleteProduct: {
    request: async (world) => ({ params: { id: await world.newProduct() } }),
    expect: signedIn(403, { seller: 204, colleague: 204, admin: 204 }),
  },
  // Images: only the product's business adds them (not even a platform admin); anyone sees them.
  uploadProductImage: {
    request: async (world) => ({ params: { id: await world.newProduct() }, rawBody: imageUpload() }),
    expect: signedIn(403, { seller: 200, colleague: 200 }),
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

  // Offers: the product's business sees every offer on it, anyone else only their business's own (an empty
  // page); anyone signed in but the seller and its business's members offers. Only the offer's two
  // businesses see an offer: the seller's side answers a PENDING one (the buyer's side sees it, so 403),
  // anyone else gets 404.
  // The seller directory: every signed-in user finds sellers to name on an order; no e-mail is shown.
  listSellers: { request: () => ({ query: { q: 'a' } }), expect: signedIn(200), conceals: () => ['@'] },
  listOffers: {
    request: (world) => ({ params: { id: world.productId } }),
    expect: signedIn(200),
  },
  createOffer: {
    request: async (world) => ({
      params: { id: await world.newProduct() },
      body: { price: '10000.00', quantity: 1, message: 'Matrix offer' },
    }),
    expect: signedIn(201, {
      seller: 403,
      colleague: 403,
      buyerViewer: 403,
      invitedSellerColleague: 403,
      invitedSellerViewer: 403,
    }),
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
    expect: signedIn(404, {
      seller: 200,
      colleague: 200,
      buyer: 403,
      buyerColleague: 403,
      parentMember: 404,
    }),
  },
  listMyOffers: { request: () => ({ query: { side: 'seller' } }), expect: signedIn(200) },
  // Conversations about a product before an offer (ADR 0088): private to the business of the buyer who asked
  // and the product's business (ADR 0090). `customer` asked the same seller about the same product in a
  // conversation of its own; other sellers, admins and the removed colleague are no side of the buyer's.
  openProductConversation: {
    request: async (world) => ({
      params: { id: await world.newProduct() },
      body: { body: 'Matrix question' },
    }),
    expect: signedIn(201, {
      seller: 403,
      colleague: 403,
      buyerViewer: 403,
      invitedSellerColleague: 403,
      invitedSellerViewer: 403,
    }),
  },
  listConversations: {
    request: () => ({}),
    expect: signedIn(200),
    conceals: (world, actor) => (conversationSide(actor) ? [] : world.conversationTraces),
  },
  getConversation: {
    request: (world) => ({ params: { id: world.conversationId } }),
    expect: conversationSides(200),
  },
  createConversationMessage: {
    request: (world) => ({ params: { id: world.conversationId }, body: { body: 'A matrix answer.' } }),
    expect: conversationSides(201, 403),
  },
  listConversationMessages: {
    request: (world) => ({ params: { id: world.conversationId } }),
    expect: conversationSides(200),
  },
  markConversationRead: {
    request: (world) => ({
      params: { id: world.conversationId },
      body: { messageId: world.conversationMessageId },
    }),
    expect: conversationSides(204),
  },
  // Procurement (DESIGN.md §4): the buyer, the buyer's business members and invited sellers are its
  // parties; anyone else gets 404 for what is not in the marketplace. `seller` and `otherSeller` are
  // uninvited sellers here, `colleague` another business's user, `removedColleague` no member any more.
  // The buyer's business acts for the buyer side (ADR 0089): its PURCHASER (`buyerColleague`) as the buyer,
  // its VIEWER and the parent business's member read only; the invited seller's SALES colleague acts as
  // that seller, its VIEWER reads only. Each seller reads only its own thread and proposals; a seller
  // that lost the award (`losingSeller`, aimed at a workflow it lost) still reads the workflow, its own
  // proposal and thread, but writes nothing and sees nothing of the winner or the agreed price.
  // A custom order names its sellers (ADR 0087): any signed-in user orders from the spare seller.
  createWorkflow: {
    request: (world) => ({
      body: {
        title: 'Matrix order',
        description: 'A matrix workflow.',
        requestType: 'CUSTOM_ORDER',
        requirements: { category: 'ROBOT', quantity: 1 },
        sellerIds: [world.spareSellerId],
      },
    }),
    // A member acts for its business: a VIEWER, or SALES without PURCHASER, may not buy (ADR 0089).
    expect: signedIn(201, { buyerViewer: 403, invitedSellerColleague: 403, invitedSellerViewer: 403 }),
  },
  listWorkflows: { request: () => ({}), expect: signedIn(200), conceals: othersThreads },
  getWorkflow: {
    request: (world, actor) => ({ params: { id: world.workflowFor(actor) } }),
    expect: threadParties(200),
    conceals: othersThreads,
  },
  deleteWorkflow: {
    request: async (world, actor) => ({
      params: { id: await lostOr(world, actor, async () => (await world.newProcurement()).workflowId) },
    }),
    expect: threadParties(403, { buyer: 204, buyerColleague: 204, buyerViewer: 403, parentMember: 403 }),
  },
  // An invited seller declines its invitation (ADR 0087); the buyer's side has none (403), anyone else is no
  // party (404), a marketplace RFP notwithstanding.
  declineOrderInvitation: {
    request: async (world) => ({ params: { id: await world.newOpenWorkflow() } }),
    expect: signedIn(404, {
      buyer: 403,
      buyerColleague: 403,
      invitedSeller: 204,
      invitedSellerViewer: 403,
      secondInvitedSeller: 204,
    }),
  },
  // Payments (DESIGN.md §5): the buyer pays, releases and refunds; the chosen seller (here the invited
  // seller, whose proposal is accepted) starts the order; the buyer's business members see but may not pay.
  // The losing seller proposed on every payable workflow: it sees the workflow (403) but not its payments
  // (404); the second invited seller is no party of them.
  startOrder: {
    request: async (world) => ({ params: { id: (await world.newPayable('paid')).workflowId } }),
    expect: signedIn(404, {
      buyer: 403,
      buyerColleague: 403,
      invitedSeller: 200,
      invitedSellerViewer: 403,
      losingSeller: 403,
    }),
  },
  createRfp: {
    request: async (world, actor) => ({
      body: {
        workflowId: await lostOr(world, actor, world.newRfpWorkflow),
        title: 'Matrix RFP',
        useCase: 'Warehouse Automation',
        description: 'Two pickers.',
        industry: 'Logistics',
        technicalRequirements: { payload: 10, batteryLife: 8, certifications: [], customSpecs: [] },
        budget: { min: '1000.00', max: '5000.00', currency: 'USD' },
        timeline: { startDate: '2027-04-01', endDate: '2027-06-30', milestones: [] },
      },
    }),
    expect: threadParties(403, { buyer: 201, buyerColleague: 201, buyerViewer: 403, parentMember: 403 }),
  },
  // The marketplace is open to everyone, partner sites included (no credentials); a token that is sent is
  // checked, so an expired one is refused.
  listRfps: { request: () => ({}), expect: { ...everyone(200), expiredToken: 401 } },
  // A DRAFT: only the workflow's parties (marketplace RFPs are open to every signed-in user).
  // The losing seller's cell reads the APPROVED RFP of its lost workflow.
  getRfp: {
    request: (world, actor) => ({
      params: { id: actor === 'losingSeller' ? world.lostRfpId : world.draftRfpId },
    }),
    expect: threadParties(200),
  },
  // Withdrawing a marketplace RFP: everyone signed in sees it, only its buyer changes it.
  updateRfp: {
    request: async (world) => ({
      params: { id: (await world.newProcurement()).rfpId },
      body: { status: 'REJECTED' },
    }),
    expect: signedIn(403, { buyer: 200, buyerColleague: 200, buyerViewer: 403, parentMember: 403 }),
  },
  // Only the buyer invites sellers (a seller inviting anyone, itself included, gets 403); the RFP is in the
  // marketplace, so everyone signed in sees the workflow.
  inviteSellers: {
    request: async (world) => {
      const workflowId = await world.newOpenWorkflow();
      return { params: { id: workflowId }, body: { workflowId, sellerIds: [world.spareSellerId] } };
    },
    expect: signedIn(403, { buyer: 200, buyerColleague: 200, buyerViewer: 403, parentMember: 403 }),
  },
  // A seller declares its intent to bid on a marketplace RFP: it joins (201), or had joined already (200,
  // both invited sellers are invited); accounts that do not sell and the buyer's side get 403.
  declareIntentToBid: {
    request: async (world) => ({ params: { id: await world.newOpenWorkflow() } }),
    expect: signedIn(403, {
      seller: 201,
      otherSeller: 201,
      invitedSeller: 200,
      secondInvitedSeller: 200,
      losingSeller: 201,
    }),
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
    expect: signedIn(403, {
      seller: 201,
      otherSeller: 201,
      invitedSeller: 201,
      invitedSellerViewer: 403,
      secondInvitedSeller: 201,
      losingSeller: 201,
    }),
  },
  listProposals: {
    request: (world, actor) => ({ params: { id: world.workflowFor(actor) } }),
    expect: threadParties(200),
    conceals: othersThreads,
  },
  // Only a proposal's seller revises or withdraws it, while it is PENDING: here the invited seller's (the
  // buyer's side sees it: 403; the second invited seller does not: 404). The losing seller's cell aims at
  // its own proposal, REJECTED by the award of its lost workflow: 409.
  reviseProposal: {
    request: async (world, actor) => ({
      params: await ownProposalOr(world, actor),
      body: {
        price: '1900.00',
        description: 'Two pickers, revised.',
        terms: 'Net 30.',
        timeline: { startDate: '2027-04-10', endDate: '2027-05-10', milestones: [] },
      },
    }),
    expect: signedIn(404, {
      buyer: 403,
      buyerColleague: 403,
      invitedSeller: 201,
      invitedSellerViewer: 403,
      losingSeller: 409,
    }),
  },
  withdrawProposal: {
    request: async (world, actor) => ({ params: await ownProposalOr(world, actor) }),
    expect: signedIn(404, {
      buyer: 403,
      buyerColleague: 403,
      invitedSeller: 200,
      invitedSellerViewer: 403,
      losingSeller: 409,
    }),
  },
  // The invited seller's proposal: the other parties see the workflow but only the buyer accepts (the
  // losing seller's cell aims at a workflow it lost: the proposal does not matter).
  // Approvals (ADR 0091): the acting business's APPROVERs decide; a member without APPROVER gets 403
  // (the buyer's colleague, who also asked for the award), anyone outside the business 404.
  listApprovals: {
    request: () => ({ query: { scope: 'all' } }),
    expect: signedIn(200),
  },
  approveAward: {
    request: async (world) => ({
      params: { approvalId: await world.newApproval() },
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 403, parentMember: 404 }),
  },
  declineAward: {
    request: async (world) => ({
      params: { approvalId: await world.newApproval() },
      body: { reason: 'Over the quarter budget' },
    }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 403, parentMember: 404 }),
  },
  getApprovalRules: {
    request: (world) => ({ params: { id: world.buyerBusinessId } }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 200, admin: 200, parentMember: 404 }),
  },
  updateApprovalRules: {
    request: (world) => ({
      params: { id: world.buyerBusinessId },
      body: {
        currency: 'USD',
        threshold: '100000.00',
        steps: [{ above: '50000.00', approvals: 2 }],
        expires_after_days: 7,
      },
    }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 403, admin: 403, parentMember: 404 }),
  },
  setSubsidiaryBudget: {
    request: async (world) => ({
      params: { id: world.sellerBusinessId, subsidiaryId: await world.newSubsidiary() },
      body: { budget: { amount: '250000.00', currency: 'USD' } },
    }),
    expect: signedIn(404, { seller: 200, colleague: 403, admin: 403 }),
  },
  acceptProposal: {
    request: async (world, actor) => {
      const { workflowId, proposalId } =
        actor === 'losingSeller'
          ? { workflowId: (await world.newPayable('agreed')).workflowId, proposalId: undefined }
          : await world.newProcurement();
      return {
        params: { id: workflowId, ...(proposalId === undefined ? {} : { proposalId }) },
        headers: { 'idempotency-key': crypto.randomUUID() },
      };
    },
    expect: threadParties(403, { buyer: 200, buyerColleague: 200, buyerViewer: 403, parentMember: 403 }),
  },
  // Messages and live events (DESIGN.md §4, §6): one private thread per seller. The buyer's side writes
  // in the invited seller's thread (`sellerId`), a seller in its own; the losing seller's thread is
  // read-only (403 to write, 404 to type or to open the stream).
  createMessage: {
    request: (world, actor) => ({
      params: { id: world.workflowFor(actor) },
      body: { body: 'Hello from the matrix.', ...threadOf(world, actor) },
    }),
    expect: threadParties(201, {
      losingSeller: 403,
      buyerViewer: 403,
      parentMember: 403,
      invitedSellerViewer: 403,
    }),
  },
  listMessages: {
    request: (world, actor) => ({ params: { id: world.workflowFor(actor) } }),
    expect: threadParties(200),
    conceals: othersThreads,
  },
  // The buyer's message in the invited seller's thread: the second invited seller cannot read it (400);
  // the losing seller marks its own message of its lost workflow.
  markMessagesRead: {
    request: async (world, actor) =>
      actor === 'losingSeller'
        ? { params: { id: world.lostWorkflowId }, body: { messageId: world.lostMessageId } }
        : { params: { id: world.workflowId }, body: { messageId: await world.newMessage() } },
    expect: threadParties(204, { secondInvitedSeller: 400 }),
  },
  sendTyping: {
    request: (world, actor) => ({
      params: { id: world.workflowFor(actor) },
      body: { isTyping: true, ...threadOf(world, actor) },
    }),
    expect: threadParties(204, { losingSeller: 404 }),
  },
  // The buyer's side gets every seller's thread, a seller its own (read-only once it lost).
  listThreads: {
    request: (world, actor) => ({ params: { id: world.workflowFor(actor) } }),
    expect: threadParties(200),
    conceals: othersThreads,
  },
  streamWorkflowEvents: {
    request: (world, actor) => ({ params: { id: world.workflowFor(actor) }, stream: true }),
    expect: threadParties(200, { losingSeller: 404 }),
  },
  createPaymentSession: {
    request: async (world) => ({
      params: { id: (await world.newPayable('agreed')).workflowId },
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
    expect: signedIn(404, {
      buyer: 201,
      buyerColleague: 201,
      buyerViewer: 403,
      parentMember: 403,
      invitedSeller: 403,
      losingSeller: 403,
    }),
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
    expect: signedIn(404, {
      buyer: 200,
      buyerColleague: 200,
      buyerViewer: 403,
      parentMember: 403,
      invitedSeller: 403,
    }),
  },
  releaseEscrow: {
    request: async (world) => ({
      params: { id: (await world.newPayable('started')).workflowId },
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
    expect: signedIn(404, {
      buyer: 200,
      buyerColleague: 200,
      buyerViewer: 403,
      parentMember: 403,
      invitedSeller: 403,
      losingSeller: 403,
    }),
  },
  // Payouts: each caller reads its business's money as a seller (its own without one) and an ADMIN pays it
  // out (ADR 0090): none for a buyer (409); members without ADMIN (the colleagues) get 403.
  getPayouts: { request: () => ({}), expect: signedIn(200) },
  createPayout: {
    request: async (world) => {
      await world.newPayable('released');
      return { body: {}, headers: { 'idempotency-key': crypto.randomUUID() } };
    },
    expect: signedIn(409, {
      invitedSeller: 200,
      colleague: 403,
      buyerColleague: 403,
      invitedSellerColleague: 403,
      invitedSellerViewer: 403,
      parentMember: 409,
    }),
  },
  refundEscrow: {
    request: async (world) => ({
      params: { id: (await world.newPayable('paid')).workflowId },
      body: { reason: 'Changed our mind' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
    expect: signedIn(404, {
      buyer: 200,
      buyerColleague: 200,
      buyerViewer: 403,
      parentMember: 403,
      invitedSeller: 403,
      losingSeller: 403,
    }),
  },
  // Disputes (DESIGN.md §5): the chosen seller marks delivery and answers; the buyer opens, withdraws and
  // answers offers; the buyer side and the chosen seller read; platform admins read and decide.
  markOrderDelivered: {
    request: async (world) => ({ params: { id: (await world.newPayable('started')).workflowId } }),
    expect: signedIn(404, {
      buyer: 403,
      buyerColleague: 403,
      invitedSeller: 200,
      invitedSellerViewer: 403,
      losingSeller: 403,
    }),
  },
  listWorkflowDisputes: {
    request: async (world) => ({ params: { id: (await world.newDispute('OPEN')).workflowId } }),
    expect: signedIn(404, {
      buyer: 200,
      buyerColleague: 200,
      invitedSeller: 200,
      losingSeller: 403,
      admin: 200,
    }),
  },
  openDispute: {
    request: async (world) => ({
      params: { id: (await world.newPayable('started')).workflowId },
      body: { reason: 'NOT_AS_DESCRIBED', description: 'The grippers are the wrong model.' },
    }),
    expect: signedIn(404, {
      buyer: 201,
      buyerColleague: 201,
      buyerViewer: 403,
      parentMember: 403,
      invitedSeller: 403,
      losingSeller: 403,
    }),
  },
  respondToDispute: {
    request: async (world) => ({
      params: { disputeId: (await world.newDispute('OPEN')).disputeId },
      body: { action: 'contest', message: 'Delivered as agreed.' },
    }),
    expect: signedIn(404, {
      buyer: 403,
      buyerColleague: 403,
      invitedSeller: 200,
      invitedSellerViewer: 403,
      losingSeller: 403,
    }),
  },
  acceptDisputeOffer: {
    request: async (world) => ({ params: { disputeId: (await world.newDispute('OFFERED')).disputeId } }),
    expect: signedIn(404, {
      buyer: 200,
      buyerColleague: 200,
      buyerViewer: 403,
      parentMember: 403,
      invitedSeller: 403,
      losingSeller: 403,
    }),
  },
  rejectDisputeOffer: {
    request: async (world) => ({ params: { disputeId: (await world.newDispute('OFFERED')).disputeId } }),
    expect: signedIn(404, {
      buyer: 200,
      buyerColleague: 200,
      buyerViewer: 403,
      parentMember: 403,
      invitedSeller: 403,
      losingSeller: 403,
    }),
  },
  withdrawDispute: {
    request: async (world) => ({ params: { disputeId: (await world.newDispute('OPEN')).disputeId } }),
    expect: signedIn(404, {
      buyer: 200,
      buyerColleague: 200,
      buyerViewer: 403,
      parentMember: 403,
      invitedSeller: 403,
      losingSeller: 403,
    }),
  },
  listAdminDisputes: { request: () => ({}), expect: signedIn(403, { admin: 200 }) },
  listAdminMail: { request: () => ({}), expect: signedIn(403, { admin: 200 }) },
  decideDispute: {
    request: async (world) => ({
      params: { disputeId: (await world.newDispute('CONTESTED')).disputeId },
      body: { outcome: 'SPLIT', refundAmount: '500.00' },
    }),
    expect: signedIn(403, { admin: 200 }),
  },
  // The job queue's dead-letter list is the platform admins' alone.
  listAdminJobs: { request: () => ({}), expect: signedIn(403, { admin: 200 }) },
  replayJob: {
    request: async (world) => {
      const [job] = await world.db.query<{ id: string }>(
        `INSERT INTO jobs (name, run_at, state, attempts, last_error, created_at, finished_at)
         VALUES ('matrix.dead', now(), 'dead', 5, 'It failed', now(), now()) RETURNING id::text`,
      );
      return { params: { jobId: job?.id ?? '0' } };
    },
    expect: signedIn(403, { admin: 200 }),
  },
  // The fleet (ADR 0099): the chosen seller's SALES registers units of a started order; the buyer's business
  // owns them (ADMIN or PURCHASER rename and share, ADMIN rotates and revokes), the seller's members read
  // them (its SALES rotates until the owner does); the buyer's parent and everyone else get 404.
  registerIotDevice: {
    request: async (world) => ({
      params: { id: (await fleetDeal(world)).workflowId },
      body: { serialNumber: freshSerial(), model: 'AMR-200' },
    }),
    expect: signedIn(404, {
      buyer: 403,
      buyerColleague: 403,
      buyerViewer: 403,
      parentMember: 403,
      invitedSeller: 201,
      invitedSellerColleague: 201,
      invitedSellerViewer: 403,
      losingSeller: 403,
    }),
  },
  listWorkflowIotDevices: {
    request: async (world) => ({ params: { id: (await fleetDeal(world)).workflowId } }),
    expect: signedIn(404, {
      buyer: 200,
      buyerColleague: 200,
      buyerViewer: 200,
      parentMember: 403,
      invitedSeller: 200,
      invitedSellerColleague: 200,
      invitedSellerViewer: 200,
      losingSeller: 403,
    }),
  },
  listIotDevices: { request: () => ({}), expect: signedIn(200) },
  getIotDevice: {
    request: async (world) => ({ params: { deviceId: (await fleetDeal(world)).deviceId } }),
    expect: deviceReaders(200),
  },
  updateIotDevice: {
    request: async (world) => ({
      params: { deviceId: (await fleetDeal(world)).deviceId },
      body: { name: 'Matrix unit', sharedMetrics: ['battery'] },
    }),
    expect: deviceReaders(200, {
      buyerViewer: 403,
      invitedSeller: 403,
      invitedSellerColleague: 403,
      invitedSellerViewer: 403,
    }),
  },
  rotateIotDeviceCredential: {
    request: async (world) => ({ params: { deviceId: await newFleetDevice(world) } }),
    expect: deviceReaders(200, { buyerColleague: 403, buyerViewer: 403, invitedSellerViewer: 403 }),
  },
  revokeIotDeviceCredential: {
    request: async (world) => ({ params: { deviceId: await newFleetDevice(world) } }),
    expect: deviceReaders(200, {
      buyerColleague: 403,
      buyerViewer: 403,
      invitedSeller: 403,
      invitedSellerColleague: 403,
      invitedSellerViewer: 403,
    }),
  },
  getIotSeries: {
    request: async (world) => ({
      params: { deviceId: (await fleetDeal(world)).deviceId },
      query: { metric: 'battery', range: '1h' },
    }),
    expect: deviceReaders(200),
  },
  // The owner's members and the chosen seller's business read a device's stream.
  streamIotDeviceEvents: {
    request: async (world) => ({ params: { deviceId: (await fleetDeal(world)).deviceId }, stream: true }),
    expect: deviceReaders(200),
  },
  // Only a device's own credential posts points: no user token, key or session does.
  postIotMetrics: {
    request: async (world) => ({
      params: { id: (await fleetDeal(world)).deviceId },
      body: { metrics: [{ name: 'battery', value: 50, recordedAt: new Date().toISOString() }] },
    }),
    expect: everyone(401),
  },
  listIotMetrics: {
    request: async (world) => ({ params: { id: (await fleetDeal(world)).deviceId } }),
    expect: deviceReaders(200),
  },
  // The lost workflow is awarded to the invited seller: the buyer's side and the chosen seller's business read
  // its test; the losing seller lost it (403).
  getWorkflowAcceptance: {
    request: (world) => ({ params: { id: world.lostWorkflowId } }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 200, invitedSeller: 200, losingSeller: 403 }),
  },
  // Every signed-in actor lists its own side's rules and alerts (a customer's are its own).
  listIotAlertRules: { request: () => ({}), expect: signedIn(200) },
  // ADMIN and PURCHASER members, and users without a business, add rules; VIEWERs may not.
  createIotAlertRule: {
    request: () => ({ body: matrixRule }),
    expect: signedIn(201, {
      buyerViewer: 403,
      invitedSellerViewer: 403,
      invitedSellerColleague: 403,
      parentMember: 201,
    }),
  },
  updateIotAlertRule: {
    request: async (world) => ({ params: { ruleId: await newBuyerRule(world) }, body: matrixRule }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 200, buyerViewer: 403, parentMember: 404 }),
  },
  deleteIotAlertRule: {
    request: async (world) => ({ params: { ruleId: await newBuyerRule(world) } }),
    expect: signedIn(404, { buyer: 204, buyerColleague: 204, buyerViewer: 403, parentMember: 404 }),
  },
  listIotAlerts: { request: () => ({}), expect: signedIn(200) },
  acknowledgeIotAlert: {
    request: async (world) => ({ params: { alertId: await newBuyerAlert(world) } }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 200, buyerViewer: 403, parentMember: 404 }),
  },
  resolveIotAlert: {
    request: async (world) => ({ params: { alertId: await newBuyerAlert(world) } }),
    expect: signedIn(404, { buyer: 200, buyerColleague: 200, buyerViewer: 403, parentMember: 404 }),
  },
  // Documents go into a thread as messages do, and are read by those who read the thread.
  uploadDocument: {
    request: (world, actor) => ({
      params: { id: world.workflowFor(actor) },
      query: threadOf(world, actor),
      rawBody: matrixUpload,
    }),
    expect: threadParties(201, {
      losingSeller: 403,
      buyerViewer: 403,
      parentMember: 403,
      invitedSellerViewer: 403,
    }),
  },
  listDocuments: {
    request: (world, actor) => ({ params: { id: world.workflowFor(actor) } }),
    expect: threadParties(200),
    conceals: othersThreads,
  },
  // The invited seller's document: the second invited seller gets 404, as for a document of no workflow;
  // the losing seller reads its own document of its lost workflow.
  getDocument: {
    request: (world, actor) => ({
      params: { name: actor === 'losingSeller' ? world.lostDocumentName : world.documentName },
    }),
    expect: threadParties(200, { secondInvitedSeller: 404 }),
  },
  // Stripe's webhook takes no token: only a valid signature, which no actor has (400 for everyone).
  stripeWebhook: {
    request: () => ({
      body: { id: 'evt_matrix', type: 'checkout.session.completed' },
      headers: { 'stripe-signature': 't=1,v1=00' },
    }),
    expect: everyone(400),
  },
  // Notifications (ADR 0096): each person's own; a business's RFP news settings for its members, ADMINs change.
  listNotifications: { request: () => ({}), expect: signedIn(200) },
  getUnreadNotificationCount: { request: () => ({}), expect: signedIn(200) },
  streamNotificationEvents: { request: () => ({ stream: true }), expect: signedIn(200) },
  markNotificationRead: { request: () => ({}), expect: signedIn(404) },
  markAllNotificationsRead: { request: () => ({}), expect: signedIn(200) },
  unsubscribeFromNotifications: {
    request: () => ({ body: { token: 'not-a-token' } }),
    expect: everyone(400),
  },
  getNotificationPreferences: { request: () => ({}), expect: signedIn(200) },
  updateNotificationPreferences: {
    request: () => ({
      body: { preferences: [{ type: 'message.received', in_app: true, email: false, digest: true }] },
    }),
    expect: signedIn(200),
  },
  getBusinessNotificationSettings: {
    request: (world) => ({ params: { id: world.sellerBusinessId } }),
    expect: signedIn(404, { seller: 200, colleague: 200 }),
  },
  updateBusinessNotificationSettings: {
    request: (world) => ({
      params: { id: world.sellerBusinessId },
      body: { rfpCategories: ['Welding'], rfpRecipientRole: 'SALES' },
    }),
    expect: signedIn(404, { seller: 200, colleague: 403 }),
  },
} satisfies Record<OperationId, MatrixRow>;

/** The matrix, looked up by any string (the contract's operationIds are plain strings at run time). */
export const matrixRows: Readonly<Record<string, MatrixRow>> = authorizationMatrix;
