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
  'buyerViewer',
  'parentMember',
  'invitedSeller',
  'invitedSellerColleague',
  'invitedSellerViewer',
  'secondInvitedSeller',
  'losingSeller',
  'removedColleague',
  'expiredToken',
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
 * - `buyerColleague`: a PURCHASER of the buyer's business: it acts for the buyer on the business's work
 *   (ADR 0089);
 * - `buyerViewer`: a VIEWER of the buyer's business: it reads what the buyer's side reads, changes nothing;
 * - `parentMember`: a member of the buyer's parent business (`Matrix Buyers` is its subsidiary): it reads the
 *   buyer's workflows, changes nothing and writes in no thread;
 * - `invitedSeller`: a business account invited to the buyer's workflows, with a pending proposal, its own
 *   message and its own document in its private thread of `workflowId`;
 * - `secondInvitedSeller`: another business's seller invited to the same workflows, with its own pending
 *   proposal, message and document in its own thread of `workflowId` (it must see none of the invited
 *   seller's);
 * - `invitedSellerColleague`: a SALES member of the invited seller's business: the same seller party (its
 *   thread and proposals);
 * - `invitedSellerViewer`: a VIEWER of the invited seller's business: reads the party's thread and
 *   proposals, changes nothing;
 * - `losingSeller`: a seller that proposed on workflows then awarded to the invited seller (`lostWorkflowId`
 *   and every `newPayable` workflow); rows aim it at such a workflow (`workflowFor`);
 * - `removedColleague`: a MEMBER of the buyer's business, removed by the buyer; its token is still valid;
 * - `expiredToken`: the access token of a session the buyer opened 16 minutes ago (the app's clock set back
 *   for the sign-in): expired, so no operation accepts it.
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
  /** A pending invitation the seller's business sent to a new e-mail; returns its id. */
  newSentInvitation(): Promise<string>;
  /** A pending request of a new business of the other seller to name the seller's business as parent. */
  newLinkRequest(): Promise<string>;
  /** A new live publishable key of the seller's business; returns its id. */
  newKey(): Promise<string>;
  /** The buyer's business. */
  buyerBusinessId: string;
  /** The invited seller's user id. */
  invitedSellerId: string;
  /** The second invited seller's user id. */
  secondInvitedSellerId: string;
  /** The losing seller's user id. */
  losingSellerId: string;
  /** A seller no workflow invites (for invitation cells). */
  spareSellerId: string;
  /**
   * The buyer's RFP workflow: RFP in the marketplace; the invited seller's and the second invited seller's
   * proposals PENDING; in each one's thread a message and a document of its own.
   */
  workflowId: string;
  /**
   * An RFP workflow awarded to the invited seller (PRICE_AGREED) after the losing seller proposed too; in
   * each seller's thread a message and a document of its own, written before the award.
   */
  lostWorkflowId: string;
  /** The RFP of `lostWorkflowId` (APPROVED). */
  lostRfpId: string;
  /** The losing seller's proposal on `lostWorkflowId` (REJECTED by the award). */
  lostProposalId: string;
  /** The losing seller's message in its thread of `lostWorkflowId`. */
  lostMessageId: string;
  /** The stored name of the losing seller's document in its thread of `lostWorkflowId`. */
  lostDocumentName: string;
  /** The workflow an actor's cell aims at: `lostWorkflowId` for the losing seller, else `workflowId`. */
  workflowFor(actor: ActorName): string;
  /**
   * What of the invited seller's thread and proposal the second invited seller must never read on
   * `workflowId`: the invited seller's id, its proposal's id, its message's id and text, its document's name.
   */
  invitedTraces: readonly string[];
  /**
   * What of the winner the losing seller must never read on `lostWorkflowId`: the invited seller's id, its
   * proposal's id and price (the agreed price), its message's id and text, its document's name.
   */
  winnerTraces: readonly string[];
  /** A DRAFT RFP of another workflow of the buyer's that the invited seller is invited to. */
  draftRfpId: string;
  /** The stored name of the invited seller's document in its thread of `workflowId`. */
  documentName: string;
  /**
   * A new workflow like `workflowId` (RFP in the marketplace, both invited sellers invited, their proposals
   * PENDING; `proposalId` is the invited seller's), without messages or documents.
   */
  newProcurement(): Promise<{ workflowId: string; rfpId: string; proposalId: string }>;
  /** A new RFP workflow at REQUEST_CREATED, without RFP, both invited sellers invited. */
  newRfpWorkflow(): Promise<string>;
  /** A new RFP workflow with its RFP in the marketplace, both invited sellers invited, no proposal. */
  newOpenWorkflow(): Promise<string>;
  /** The buyer's new PENDING offer on a new product of the seller. */
  newOffer(): Promise<{ productId: string; offerId: string }>;
  /**
   * A new award waiting for approval (ADR 0091): on a new procurement, the invited seller's proposal is
   * PENDING_APPROVAL and its request, asked by the buyer's colleague, waits for the buyer's APPROVERs.
   */
  newApproval(): Promise<string>;
  /** A new subsidiary of the seller's business (its parent link approved); returns its id. */
  newSubsidiary(): Promise<string>;
  /**
   * A new workflow on which the invited seller and the losing seller proposed and the invited seller's
   * proposal is accepted (PRICE_AGREED: the losing seller's is REJECTED), then taken to `stage`: a sandbox
   * session opened (`pending`), paid (`paid`, funds held), the order started (`started`), the funds released
   * to the invited seller (`released`).
   */
  newPayable(
    stage: 'agreed' | 'pending' | 'paid' | 'started' | 'released',
  ): Promise<{ workflowId: string; paymentId: string | undefined }>;
  /** A new message of the buyer's in the invited seller's thread of `workflowId`; returns its id. */
  newMessage(): Promise<string>;
  /**
   * The buyer's conversation with the seller about `productId` (ADR 0088), opened with one question
   * (`conversationMessageId`). The customer asked about the same product in a conversation of its own.
   */
  conversationId: string;
  conversationMessageId: string;
  /** What only the buyer and the seller may read of that conversation: its id, question and text. */
  conversationTraces: readonly string[];
  /**
   * A new started order (`newPayable('started')`) with the buyer's dispute, taken to `stage`: OPEN, OFFERED
   * (the invited seller offered a partial refund) or CONTESTED (the invited seller contested).
   */
  newDispute(stage: 'OPEN' | 'OFFERED' | 'CONTESTED'): Promise<{ workflowId: string; disputeId: string }>;
}

type SignedIn = Exclude<ActorName, 'anonymous' | 'publishableKey' | 'expiredToken'>;

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
  actor !== 'anonymous' && actor !== 'publishableKey' && actor !== 'expiredToken';

/** How far the app's clock runs behind the real time; 0 unless a sign-in must happen in the past. */
export type SetClockOffset = (ms: number) => void;

/** Signs in 16 minutes ago by the app's clock: the access token (15 minutes) has expired by now. */
async function signInLongAgo(
  app: FastifyInstance,
  email: string,
  setOffset: SetClockOffset,
): Promise<string> {
  setOffset(-16 * 60_000);
  try {
    return (await signIn(app, email)).access_token;
  } finally {
    setOffset(0);
  }
}

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

/**
 * Creates the matrix's accounts and objects through the API (the colleagues' memberships excepted), on an
 * app whose clock `setClockOffset` moves.
 */
export async function createWorld(
  app: FastifyInstance,
  db: Db,
  setClockOffset: SetClockOffset,
): Promise<World> {
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
  await addMembership(db, buyerBusiness.id, buyerColleague.userId, ['PURCHASER']);
  const buyerViewer = account(await registerCustomer(app, { email: freshEmail('buyer-viewer') }));
  await addMembership(db, buyerBusiness.id, buyerViewer.userId, ['VIEWER']);
  // Matrix Buyers is a subsidiary of Matrix Holding, whose member reads its workflows.
  const parentMember = account(await registerBusiness(app, { company_name: 'Matrix Holding' }));
  await db.query(
    `UPDATE businesses SET business_type = 'subsidiary', parent_business_id = $2 WHERE id = $1`,
    [buyerBusiness.id, parentMember.session.memberships[0]?.business_id],
  );
  const invitedSeller = account(await registerBusiness(app, { company_name: 'Invited Robotics' }));
  const invitedBusinessId = invitedSeller.session.memberships[0]?.business_id ?? '';
  const invitedSellerColleague = account(await registerCustomer(app, { email: freshEmail('invited-sales') }));
  await addMembership(db, invitedBusinessId, invitedSellerColleague.userId, ['SALES']);
  const invitedSellerViewer = account(await registerCustomer(app, { email: freshEmail('invited-viewer') }));
  await addMembership(db, invitedBusinessId, invitedSellerViewer.userId, ['VIEWER']);
  const secondInvitedSeller = account(await registerBusiness(app, { company_name: 'Second Robotics' }));
  const losingSeller = account(await registerBusiness(app, { company_name: 'Losing Robotics' }));
  const spareSeller = account(await registerBusiness(app, { company_name: 'Spare Robotics' }));
  const removedColleague = account(await registerCustomer(app, { email: freshEmail('removed-colleague') }));
  await addMembership(db, buyerBusiness.id, removedColleague.userId, 'MEMBER');

  const accounts: Record<SignedIn, Account> = {
    customer,
    seller,
    colleague,
    otherSeller: other,
    admin,
    buyer,
    buyerColleague,
    buyerViewer,
    parentMember,
    invitedSeller,
    invitedSellerColleague,
    invitedSellerViewer,
    secondInvitedSeller,
    losingSeller,
    removedColleague,
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
  // The invited seller's price, agreed wherever it wins; the losing seller asks for more.
  const winningPrice = '2100.00';
  const losingPrice = '2300.00';
  const inviteTo = (workflowId: string, sellers: readonly Account[]) =>
    call(app, buyer.session, 'POST', `/v2/workflows/${workflowId}/sellers/invite`, 200, {
      workflowId,
      sellerIds: sellers.map((invited) => invited.userId),
    });
  const createWorkflow = async (): Promise<string> =>
    (await call<{ id: string }>(app, buyer.session, 'POST', '/v2/workflows', 201, workflowBody)).id;
  const newRfpWorkflow = async (): Promise<string> => {
    const id = await createWorkflow();
    await inviteTo(id, [invitedSeller, secondInvitedSeller]);
    return id;
  };
  const submitRfp = async (workflowId: string): Promise<string> =>
    (
      await call<{ id: string }>(
        app,
        buyer.session,
        'POST',
        '/v2/rfps',
        201,
        rfpBody(workflowId, 'SUBMITTED'),
      )
    ).id;
  const newOpenWorkflow = async (): Promise<string> => {
    const id = await newRfpWorkflow();
    await submitRfp(id);
    return id;
  };
  const propose = async (proposer: Account, workflowId: string, price: string): Promise<string> =>
    (
      await call<{ id: string }>(
        app,
        proposer.session,
        'POST',
        `/v2/workflows/${workflowId}/proposals`,
        201,
        {
          price,
          description: 'Two pickers.',
          terms: 'Net 30.',
          timeline: { startDate: '2027-04-10', endDate: '2027-05-10', milestones: [] },
        },
      )
    ).id;
  /** A seller's message in its own thread; returns its id. */
  const postOwnMessage = async (author: Account, workflowId: string, body: string): Promise<string> =>
    (
      await call<{ id: string }>(app, author.session, 'POST', `/v2/workflows/${workflowId}/messages`, 201, {
        body,
      })
    ).id;
  /** A seller's document in its own thread; returns its stored name. */
  const uploadOwnDocument = async (author: Account, workflowId: string): Promise<string> => {
    const uploaded = await app.inject({
      method: 'POST',
      url: `/v2/workflows/${workflowId}/documents`,
      headers: { ...bearer(author.session.access_token), 'content-type': matrixUpload.contentType },
      payload: matrixUpload.payload,
    });
    if (uploaded.statusCode !== 201)
      throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body}`);
    return uploaded.json().name;
  };
  const newProcurement = async () => {
    const workflowId = await createWorkflow();
    const rfpId = await submitRfp(workflowId);
    await inviteTo(workflowId, [invitedSeller, secondInvitedSeller]);
    const proposalId = await propose(invitedSeller, workflowId, winningPrice);
    await propose(secondInvitedSeller, workflowId, losingPrice);
    return { workflowId, rfpId, proposalId };
  };
  const money = (workflowId: string, action: string) =>
    call(app, buyer.session, 'POST', `/v2/workflows/${workflowId}/${action}`, 200, undefined, {
      'idempotency-key': crypto.randomUUID(),
    });
  /**
   * A workflow the invited seller and the losing seller proposed on; `beforeAward` runs before the buyer
   * accepts the invited seller's proposal.
   */
  const newAwarded = async (beforeAward: (workflowId: string) => Promise<void> = async () => {}) => {
    const workflowId = await createWorkflow();
    const rfpId = await submitRfp(workflowId);
    await inviteTo(workflowId, [invitedSeller, losingSeller]);
    const proposalId = await propose(invitedSeller, workflowId, winningPrice);
    const losingProposalId = await propose(losingSeller, workflowId, losingPrice);
    await beforeAward(workflowId);
    await money(workflowId, `proposals/${proposalId}/accept`);
    return { workflowId, rfpId, proposalId, losingProposalId };
  };
  const newPayable = async (stage: 'agreed' | 'pending' | 'paid' | 'started' | 'released') => {
    const { workflowId } = await newAwarded();
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
    if (stage === 'started') return { workflowId, paymentId };
    await call(app, buyer.session, 'POST', `/v2/workflows/${workflowId}/payments/release`, 200, undefined, {
      'idempotency-key': crypto.randomUUID(),
    });
    return { workflowId, paymentId };
  };

  // The main workflow: each invited seller's proposal, message and document, in its own thread.
  const procurement = await newProcurement();
  const invitedMessageText = 'Only for the buyer: our matrix discount.';
  const invitedMessageId = await postOwnMessage(invitedSeller, procurement.workflowId, invitedMessageText);
  const documentName = await uploadOwnDocument(invitedSeller, procurement.workflowId);
  await postOwnMessage(secondInvitedSeller, procurement.workflowId, 'Our own matrix offer.');
  await uploadOwnDocument(secondInvitedSeller, procurement.workflowId);

  // The lost workflow: both sellers wrote in their threads, then the invited seller won.
  const winnerMessageText = 'Only for the buyer: the winning matrix terms.';
  let winnerMessageId = '';
  let winnerDocumentName = '';
  let lostMessageId = '';
  let lostDocumentName = '';
  const lost = await newAwarded(async (workflowId) => {
    winnerMessageId = await postOwnMessage(invitedSeller, workflowId, winnerMessageText);
    winnerDocumentName = await uploadOwnDocument(invitedSeller, workflowId);
    lostMessageId = await postOwnMessage(losingSeller, workflowId, 'Our losing matrix offer.');
    lostDocumentName = await uploadOwnDocument(losingSeller, workflowId);
  });

  const draftWorkflow = await newRfpWorkflow();
  const { id: draftRfpId } = await call<{ id: string }>(
    app,
    buyer.session,
    'POST',
    '/v2/rfps',
    201,
    rfpBody(draftWorkflow, 'DRAFT'),
  );

  // The removed colleague read the workflow while it was a member; then the buyer removed it.
  await call(app, removedColleague.session, 'GET', `/v2/workflows/${procurement.workflowId}`, 200);
  const { members } = await call<{ members: { id: string; user_id: string }[] }>(
    app,
    buyer.session,
    'GET',
    `/v2/business/${buyerBusiness.id}/members`,
    200,
  );
  const removed = members.find((member) => member.user_id === removedColleague.userId);
  if (removed === undefined) throw new Error('the removed colleague was no member');
  const removal = await app.inject({
    method: 'DELETE',
    url: `/v2/business/${buyerBusiness.id}/members/${removed.id}`,
    headers: bearer(buyer.session.access_token),
  });
  if (removal.statusCode !== 204) throw new Error(`removal answered ${removal.statusCode}: ${removal.body}`);

  const productId = await createProduct(app, seller.session, 'Matrix arm');
  let products = 0;
  const conversationText = 'Matrix question: is the arm rated for 20 kg?';
  const conversation = await call<{ id: string; lastMessage: { id: string } }>(
    app,
    buyer.session,
    'POST',
    `/v2/products/${productId}/conversations`,
    201,
    { body: conversationText },
  );
  await call(app, customer.session, 'POST', `/v2/products/${productId}/conversations`, 201, {
    body: 'Another buyer asks the same seller about the same product.',
  });

  const expiredToken = await signInLongAgo(app, buyer.email, setClockOffset);
  const headers = (actor: ActorName): Record<string, string> => {
    if (actor === 'publishableKey') return { 'x-publishable-key': testPublishableKey };
    if (actor === 'expiredToken') return bearer(expiredToken);
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
          `INSERT INTO business_invitations (business_id, email, roles, invited_by, created_at, expires_at)
           VALUES ($1, $2, ARRAY['PURCHASER', 'SALES'], $3, now(), now() + interval '14 days') RETURNING id`,
          [await newOtherBusiness(), customer.email.toLowerCase(), other.userId],
        ),
      ),
    newSentInvitation: async () =>
      returnedId(
        await db.query<{ id: string }>(
          `INSERT INTO business_invitations (business_id, email, roles, invited_by, created_at, expires_at)
           VALUES ($1, $2, ARRAY['VIEWER'], $3, now(), now() + interval '14 days') RETURNING id`,
          [sellerBusinessId, freshEmail('invitee'), seller.userId],
        ),
      ),
    newMember: async () => {
      const email = await newUserEmail();
      return returnedId(
        await db.query<{ id: string }>(
          `INSERT INTO business_members (business_id, user_id, roles, created_at)
           SELECT $1, id, ARRAY['PURCHASER', 'SALES'], now() FROM users WHERE email = $2 RETURNING id`,
          [sellerBusinessId, email],
        ),
      );
    },
    buyerBusinessId: buyerBusiness.id,
    invitedSellerId: invitedSeller.userId,
    secondInvitedSellerId: secondInvitedSeller.userId,
    losingSellerId: losingSeller.userId,
    spareSellerId: spareSeller.userId,
    workflowId: procurement.workflowId,
    lostWorkflowId: lost.workflowId,
    lostRfpId: lost.rfpId,
    lostProposalId: lost.losingProposalId,
    lostMessageId,
    lostDocumentName,
    workflowFor: (actor) => (actor === 'losingSeller' ? lost.workflowId : procurement.workflowId),
    invitedTraces: [
      invitedSeller.userId,
      procurement.proposalId,
      invitedMessageId,
      invitedMessageText,
      documentName,
    ],
    winnerTraces: [
      invitedSeller.userId,
      lost.proposalId,
      winningPrice,
      winnerMessageId,
      winnerMessageText,
      winnerDocumentName,
    ],
    draftRfpId,
    documentName,
    newProcurement,
    newRfpWorkflow,
    newOpenWorkflow,
    newKey: () => insertKey(`pk_matrix_spare_${String(++keys).padStart(19, '0')}`),
    async newApproval() {
      const { workflowId, proposalId } = await newProcurement();
      await db.query(`UPDATE proposals SET status = 'PENDING_APPROVAL' WHERE id = $1`, [proposalId]);
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO approval_requests (business_id, subject_type, subject_id, workflow_id, title, seller_name,
           amount_minor, currency, requested_by, reasons, required_approvals, reopen_status, created_at,
           expires_at)
         VALUES ($1, 'proposal', $2, $3, 'Matrix award', 'Invited Robotics', 15000000, 'USD', $4,
           ARRAY['member_limit'], 1, 'PENDING', now(), now() + interval '7 days')
         RETURNING id`,
        [buyerBusiness.id, proposalId, workflowId, buyerColleague.userId],
      );
      if (row === undefined) throw new Error('no approval request');
      return row.id;
    },
    async newSubsidiary() {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO businesses (name, business_type, parent_business_id, created_at)
         VALUES ($1, 'subsidiary', $2, now()) RETURNING id`,
        [`Matrix subsidiary ${++products}`, sellerBusinessId],
      );
      if (row === undefined) throw new Error('no subsidiary');
      return row.id;
    },
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
    async newDispute(stage: 'OPEN' | 'OFFERED' | 'CONTESTED') {
      const { workflowId } = await newPayable('started');
      const { id: disputeId } = await call<{ id: string }>(
        app,
        buyer.session,
        'POST',
        `/v2/workflows/${workflowId}/disputes`,
        201,
        { reason: 'DAMAGED', description: 'Two arms arrived bent.' },
      );
      if (stage === 'OPEN') return { workflowId, disputeId };
      const answer =
        stage === 'OFFERED' ? { action: 'offer_partial', amount: '1000.00' } : { action: 'contest' };
      await call(app, invitedSeller.session, 'POST', `/v2/disputes/${disputeId}/respond`, 200, answer);
      return { workflowId, disputeId };
    },
    newMessage: async () =>
      (
        await call<{ id: string }>(
          app,
          buyer.session,
          'POST',
          `/v2/workflows/${procurement.workflowId}/messages`,
          201,
          { body: 'A matrix message.', sellerId: invitedSeller.userId },
        )
      ).id,
    conversationId: conversation.id,
    conversationMessageId: conversation.lastMessage.id,
    conversationTraces: [conversation.id, conversation.lastMessage.id, conversationText],
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
