import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { createAdmin } from '../../modules/auth/index.ts';
import {
  bearer,
  freshAddress,
  freshEmail,
  login,
  registerBusiness,
  registerCustomer,
  type Session,
  testPassword,
} from '../accounts.ts';
import { addMembership } from '../memberships.ts';

/** Everyone the authorization matrix asks about, in the order its report lists them. */
export const actorNames = [
  'anonymous',
  'customer',
  'seller',
  'colleague',
  'otherSeller',
  'admin',
  'publishableKey',
  'buyer',
  'buyerColleague',
  'invitedSeller',
] as const;

/** One caller of the matrix. */
export type ActorName = (typeof actorNames)[number];

/** A live publishable key of the seller's business, as partner widgets send it (without `Origin`). */
export const testPublishableKey = 'pk_matrix_0123456789abcdefghijklmno';

/** An id no object has. */
export const missingId = '00000000-0000-4000-8000-000000000000';

/** A signed-in actor: who they are and the session their requests use. */
interface Account {
  userId: string;
  email: string;
  session: Session;
}

/**
 * The accounts and objects of the matrix, made once per test file:
 * - `customer`: a CUSTOMER account;
 * - `seller`: a business account (`parent_dealership`), ADMIN of `sellerBusinessId`, seller of `productId`;
 * - `colleague`: a MEMBER of the seller's business (the row is written directly, see `addMembership`);
 * - `otherSeller`: ADMIN and seller of another business;
 * - `admin`: a platform admin (`createAdmin`), member of no business;
 * - `anonymous` and `publishableKey`: no token (the latter sends `X-Publishable-Key`);
 * - `buyer`: a customer with a business of its own (`buyerBusinessId`), buyer of the procurement objects;
 * - `buyerColleague`: a MEMBER of the buyer's business;
 * - `invitedSeller`: a business account invited to the buyer's workflows, with a pending proposal.
 * For procurement, `seller` and `otherSeller` are uninvited sellers, `colleague` another business's user.
 */
export interface World {
  app: FastifyInstance;
  db: Db;
  /** The seller's user id. */
  sellerId: string;
  /** The seller's business. */
  sellerBusinessId: string;
  /** The other seller's business. */
  otherBusinessId: string;
  /** A product of the seller that no cell changes or deletes. */
  productId: string;
  /** The request headers that identify an actor (its token, its key, or nothing). */
  headers(actor: ActorName): Record<string, string>;
  /** Signs an actor in again and returns the new session's headers, for cells that end the session. */
  freshSessionHeaders(actor: ActorName): Promise<Record<string, string>>;
  /** A new product of the seller, for cells that change or delete one. */
  newProduct(): Promise<string>;
  /**
   * A new customer who signs in with `testPassword`, written directly with the customer's password hash
   * (no hashing, so cells stay fast); returns the e-mail.
   */
  newUserEmail(): Promise<string>;
  /** Signs in as a new user: a session of its own, e.g. for its refresh token. */
  newUserSession(): Promise<Session>;
  /** A pending invitation to the customer's e-mail, from a new business of the other seller. */
  newInvitation(): Promise<string>;
  /** A new MEMBER of the seller's business; returns the membership id. */
  newMember(): Promise<string>;
  /** A pending request of a new business of the other seller to name the seller's business as parent. */
  newLinkRequest(): Promise<string>;
  /** A new live publishable key of the seller's business; returns its id. */
  newKey(): Promise<string>;
  /** The buyer's business. */
  buyerBusinessId: string;
  /** The invited seller's user id. */
  invitedSellerId: string;
  /** A seller no workflow invites (for invitation cells). */
  spareSellerId: string;
  /** The buyer's RFP workflow: RFP in the marketplace, the invited seller's proposal PENDING, a document. */
  workflowId: string;
  /** A DRAFT RFP of another workflow of the buyer's that the invited seller is invited to. */
  draftRfpId: string;
  /** The stored name of the workflow's document. */
  documentName: string;
  /** A new workflow like `workflowId` (RFP in the marketplace, invited seller invited, its proposal PENDING). */
  newProcurement(): Promise<{ workflowId: string; rfpId: string; proposalId: string }>;
  /** A new RFP workflow at REQUEST_CREATED, without RFP, the invited seller invited. */
  newRfpWorkflow(): Promise<string>;
  /** A new RFP workflow with its RFP in the marketplace, the invited seller invited, no proposal. */
  newOpenWorkflow(): Promise<string>;
  /** The buyer's new PENDING offer on a new product of the seller. */
  newOffer(): Promise<{ productId: string; offerId: string }>;
  /**
   * A new workflow whose invited seller's proposal is accepted (PRICE_AGREED), then taken to `stage`: a
   * sandbox session opened (`pending`), paid (`paid`, funds held), the order started (`started`).
   */
  newPayable(
    stage: 'agreed' | 'pending' | 'paid' | 'started',
  ): Promise<{ workflowId: string; paymentId: string | undefined }>;
  /** A new message of the buyer's on `workflowId`; returns its id. */
  newMessage(): Promise<string>;
}

type SignedIn = Exclude<ActorName, 'anonymous' | 'publishableKey'>;

/** Calls the API as a session; throws unless it answers `status`; returns the JSON. */
async function call<T>(
  app: FastifyInstance,
  session: Session,
  method: 'POST' | 'GET',
  url: string,
  status: number,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const json = payload === undefined ? {} : { 'content-type': 'application/json' };
  const response = await app.inject({
    method,
    url,
    headers: { ...bearer(session.access_token), ...json, ...headers },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  if (response.statusCode !== status)
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** A multipart body with one small PDF as `file`, for upload cells. */
export const matrixUpload = (() => {
  const boundary = 'matrix-boundary';
  const body = Buffer.from(
    [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="matrix.pdf"',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.7 matrix',
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  );
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: body };
})();

const isSignedIn = (actor: ActorName): actor is SignedIn =>
  actor !== 'anonymous' && actor !== 'publishableKey';

function account(session: Session): Account {
  return { userId: session.user.id, email: session.user.email, session };
}

async function signIn(app: FastifyInstance, email: string): Promise<Session> {
  const response = await login(app, email, testPassword);
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

async function createProduct(app: FastifyInstance, session: Session, name: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/products',
    headers: bearer(session.access_token),
    payload: { name, description: 'A six-axis arm for the matrix.', price: '12500.00' },
  });
  if (response.statusCode !== 201) {
    throw new Error(`createProduct answered ${response.statusCode}: ${response.body}`);
  }
  return response.json().id;
}

/** Creates the matrix's accounts and objects through the API (the colleague's membership excepted). */
export async function createWorld(app: FastifyInstance, db: Db): Promise<World> {
  const seller = account(await registerBusiness(app, { company_name: 'Matrix Robotics' }));
  const other = account(await registerBusiness(app, { company_name: 'Rival Robotics' }));
  const customer = account(await registerCustomer(app));
  const colleague = account(await registerCustomer(app, { email: freshEmail('colleague') }));
  const sellerBusinessId = seller.session.memberships[0]?.business_id;
  const otherBusinessId = other.session.memberships[0]?.business_id;
  if (sellerBusinessId === undefined || otherBusinessId === undefined) throw new Error('no business');
  await addMembership(db, sellerBusinessId, colleague.userId, 'MEMBER');
  let keys = 0;
  const insertKey = async (key: string): Promise<string> => {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO publishable_keys (business_id, key, allowed_origins, created_at)
       VALUES ($1, $2, ARRAY['https://matrix.example'], now()) RETURNING id`,
      [sellerBusinessId, key],
    );
    if (row === undefined) throw new Error('no key');
    return row.id;
  };
  await insertKey(testPublishableKey);

  const adminEmail = freshEmail('operator');
  await createAdmin(db, { email: adminEmail, password: testPassword }, new Date());
  const admin = account(await signIn(app, adminEmail));

  const buyer = account(await registerCustomer(app, { email: freshEmail('buyer') }));
  const buyerBusiness = await call<{ id: string }>(app, buyer.session, 'POST', '/v2/business', 201, {
    name: 'Matrix Buyers',
    business_type: 'parent_company',
  });
  const buyerColleague = account(await registerCustomer(app, { email: freshEmail('buyer-colleague') }));
  await addMembership(db, buyerBusiness.id, buyerColleague.userId, 'MEMBER');
  const invitedSeller = account(await registerBusiness(app, { company_name: 'Invited Robotics' }));
  const spareSeller = account(await registerBusiness(app, { company_name: 'Spare Robotics' }));

  const accounts: Record<SignedIn, Account> = {
    customer,
    seller,
    colleague,
    otherSeller: other,
    admin,
    buyer,
    buyerColleague,
    invitedSeller,
  };

  const workflowBody = {
    title: 'Matrix pickers',
    description: 'Pickers for the matrix.',
    requestType: 'RFP',
    requirements: { category: 'ROBOT', quantity: 2 },
  };
  const rfpBody = (workflowId: string, status: 'DRAFT' | 'SUBMITTED') => ({
    workflowId,
    status,
    title: 'Matrix RFP',
    useCase: 'Warehouse Automation',
    description: 'Two pickers.',
    industry: 'Logistics',
    technicalRequirements: { payload: 10, batteryLife: 8, certifications: [], customSpecs: [] },
    budget: { min: '1000.00', max: '5000.00', currency: 'USD' },
    timeline: { startDate: '2027-04-01', endDate: '2027-06-30', milestones: [] },
  });
  const inviteTo = (workflowId: string) =>
    call(app, buyer.session, 'POST', `/v2/workflows/${workflowId}/sellers/invite`, 200, {
      workflowId,
      sellerIds: [invitedSeller.userId],
    });
  const newRfpWorkflow = async (): Promise<string> => {
    const { id } = await call<{ id: string }>(app, buyer.session, 'POST', '/v2/workflows', 201, workflowBody);
    await inviteTo(id);
    return id;
  };
  const newOpenWorkflow = async (): Promise<string> => {
    const id = await newRfpWorkflow();
    await call(app, buyer.session, 'POST', '/v2/rfps', 201, rfpBody(id, 'SUBMITTED'));
    return id;
  };
  const newProcurement = async () => {
    const { id: workflowId } = await call<{ id: string }>(
      app,
      buyer.session,
      'POST',
      '/v2/workflows',
      201,
      workflowBody,
    );
    const { id: rfpId } = await call<{ id: string }>(
      app,
      buyer.session,
      'POST',
      '/v2/rfps',
      201,
      rfpBody(workflowId, 'SUBMITTED'),
    );
    // The seller joins the marketplace RFP by proposing (sellers are never invited to one).
    const { id: proposalId } = await call<{ id: string }>(
      app,
      invitedSeller.session,
      'POST',
      `/v2/workflows/${workflowId}/proposals`,
      201,
      {
        price: '2000.00',
        description: 'Two pickers.',
        terms: 'Net 30.',
        timeline: { startDate: '2027-04-10', endDate: '2027-05-10', milestones: [] },
      },
    );
    return { workflowId, rfpId, proposalId };
  };
  const money = (workflowId: string, action: string) =>
    call(app, buyer.session, 'POST', `/v2/workflows/${workflowId}/${action}`, 200, undefined, {
      'idempotency-key': crypto.randomUUID(),
    });
  const newPayable = async (stage: 'agreed' | 'pending' | 'paid' | 'started') => {
    const { workflowId, proposalId } = await newProcurement();
    await money(workflowId, `proposals/${proposalId}/accept`);
    if (stage === 'agreed') return { workflowId, paymentId: undefined };
    const session = await call<{ payment_id: string }>(
      app,
      buyer.session,
      'POST',
      `/v2/workflows/${workflowId}/payments/session`,
      201,
      undefined,
      { 'idempotency-key': crypto.randomUUID() },
    );
    const paymentId = session.payment_id;
    if (stage === 'pending') return { workflowId, paymentId };
    await call(
      app,
      buyer.session,
      'POST',
      `/v2/sandbox/payments/${paymentId}/confirm`,
      200,
      { card_number: '4242 4242 4242 4242' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    if (stage === 'paid') return { workflowId, paymentId };
    await call(app, invitedSeller.session, 'POST', `/v2/workflows/${workflowId}/order/start`, 200);
    return { workflowId, paymentId };
  };
  const procurement = await newProcurement();
  const draftWorkflow = await newRfpWorkflow();
  const { id: draftRfpId } = await call<{ id: string }>(
    app,
    buyer.session,
    'POST',
    '/v2/rfps',
    201,
    rfpBody(draftWorkflow, 'DRAFT'),
  );
  const uploaded = await app.inject({
    method: 'POST',
    url: `/v2/workflows/${procurement.workflowId}/documents`,
    headers: { ...bearer(buyer.session.access_token), 'content-type': matrixUpload.contentType },
    payload: matrixUpload.payload,
  });
  if (uploaded.statusCode !== 201)
    throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body}`);
  const documentName: string = uploaded.json().name;
  const productId = await createProduct(app, seller.session, 'Matrix arm');
  let products = 0;

  const headers = (actor: ActorName): Record<string, string> => {
    if (actor === 'publishableKey') return { 'x-publishable-key': testPublishableKey };
    if (!isSignedIn(actor)) return {};
    return bearer(accounts[actor].session.access_token);
  };
  const newUserEmail = async (): Promise<string> => {
    const [row] = await db.query<{ email: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type, role, created_at, updated_at)
       SELECT $2, password_hash, 'Ina', 'Spare', 'CUSTOMER', 'customer', now(), now() FROM users WHERE id = $1
       RETURNING email`,
      [customer.userId, freshEmail('spare')],
    );
    if (row === undefined) throw new Error('no spare user');
    return row.email;
  };

  let businesses = 0;
  /** A business of the other seller, written directly (the cells are about who may act on it). */
  const newOtherBusiness = async (): Promise<string> => {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO businesses (name, business_type, created_at) VALUES ($1, 'subsidiary', now()) RETURNING id`,
      [`Matrix Holdings ${++businesses}`],
    );
    if (row === undefined) throw new Error('no business');
    await addMembership(db, row.id, other.userId, 'ADMIN');
    return row.id;
  };
  const returnedId = (rows: { id: string }[]): string => {
    const [row] = rows;
    if (row === undefined) throw new Error('the insert returned no row');
    return row.id;
  };
  return {
    app,
    db,
    sellerId: seller.userId,
    sellerBusinessId,
    otherBusinessId,
    productId,
    headers,
    async freshSessionHeaders(actor) {
      if (!isSignedIn(actor)) return headers(actor);
      return bearer((await signIn(app, accounts[actor].email)).access_token);
    },
    newProduct: () => createProduct(app, seller.session, `Matrix part ${++products}`),
    newUserEmail,
    newUserSession: async () => signIn(app, await newUserEmail()),
    newInvitation: async () =>
      returnedId(
        await db.query<{ id: string }>(
          `INSERT INTO business_invitations (business_id, email, role, invited_by, created_at, expires_at)
           VALUES ($1, $2, 'MEMBER', $3, now(), now() + interval '14 days') RETURNING id`,
          [await newOtherBusiness(), customer.email.toLowerCase(), other.userId],
        ),
      ),
    newMember: async () => {
      const email = await newUserEmail();
      return returnedId(
        await db.query<{ id: string }>(
          `INSERT INTO business_members (business_id, user_id, role, created_at)
           SELECT $1, id, 'MEMBER', now() FROM users WHERE email = $2 RETURNING id`,
          [sellerBusinessId, email],
        ),
      );
    },
    buyerBusinessId: buyerBusiness.id,
    invitedSellerId: invitedSeller.userId,
    spareSellerId: spareSeller.userId,
    workflowId: procurement.workflowId,
    draftRfpId,
    documentName,
    newProcurement,
    newRfpWorkflow,
    newOpenWorkflow,
    newKey: () => insertKey(`pk_matrix_spare_${String(++keys).padStart(19, '0')}`),
    async newOffer() {
      const productId = await createProduct(app, seller.session, `Matrix offer part ${++products}`);
      const { id: offerId } = await call<{ id: string }>(
        app,
        buyer.session,
        'POST',
        `/v2/products/${productId}/offers`,
        201,
        { price: '11000.00', quantity: 2 },
      );
      return { productId, offerId };
    },
    newPayable,
    newMessage: async () =>
      (
        await call<{ id: string }>(
          app,
          buyer.session,
          'POST',
          `/v2/workflows/${procurement.workflowId}/messages`,
          201,
          { body: 'A matrix message.' },
        )
      ).id,
    newLinkRequest: async () =>
      returnedId(
        await db.query<{ id: string }>(
          `INSERT INTO business_link_requests (business_id, parent_business_id, requested_by, created_at)
           VALUES ($1, $2, $3, now()) RETURNING id`,
          [await newOtherBusiness(), sellerBusinessId, other.userId],
        ),
      ),
  };
}

/** A client address for one request, so per-address limits never decide a cell. */
export const cellAddress = freshAddress;

const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The contract's upper-case method as `inject` takes it. */
export function httpMethod(method: string): (typeof httpMethods)[number] {
  const known = httpMethods.find((candidate) => candidate === method);
  if (known === undefined) throw new Error(`No test requests for ${method}`);
  return known;
}
