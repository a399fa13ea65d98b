// The fleet's parties for the iot tests: a deal whose order is in progress between a buying business and a
// selling business (each with colleagues), a seller who lost the same RFP, and a stranger; and the calls a
// seller and a device make.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../db/db.ts';
import { bearer, registerBusiness, type Session } from './accounts.ts';
import { confirm, freshKey, openSession } from './payments.ts';
import { expectStatus, newMarketplaceRfp, propose, send } from './procurement.ts';
import { businessOf, newColleague } from './teams.ts';

/** The parties of a sold fleet. */
export interface FleetParties {
  buyer: Session;
  /** A PURCHASER of the buyer's business. */
  buyerPurchaser: Session;
  /** A VIEWER of the buyer's business. */
  buyerViewer: Session;
  seller: Session;
  /** A SALES member of the seller's business. */
  sellerSales: Session;
  /** A VIEWER of the seller's business. */
  sellerViewer: Session;
  /** A seller that proposed on the same RFP and lost. */
  loser: Session;
  /** A business that takes no part. */
  stranger: Session;
  buyerBusinessId: string;
  sellerBusinessId: string;
}

/** Registers the parties (no deal yet). */
export async function fleetParties(app: FastifyInstance, db: Queryable): Promise<FleetParties> {
  const buyer = await registerBusiness(app, { company_name: 'Fleet Buyers' });
  const seller = await registerBusiness(app, { company_name: 'Fleet Robotics' });
  const loser = await registerBusiness(app, { company_name: 'Runner-up Robotics' });
  const stranger = await registerBusiness(app, { company_name: 'Elsewhere Robotics' });
  const buyerBusinessId = businessOf(buyer);
  const sellerBusinessId = businessOf(seller);
  return {
    buyer,
    buyerPurchaser: await newColleague(app, db, buyerBusinessId, ['PURCHASER']),
    buyerViewer: await newColleague(app, db, buyerBusinessId, ['VIEWER']),
    seller,
    sellerSales: await newColleague(app, db, sellerBusinessId, ['SALES']),
    sellerViewer: await newColleague(app, db, sellerBusinessId, ['VIEWER']),
    loser,
    stranger,
    buyerBusinessId,
    sellerBusinessId,
  };
}

/**
 * A marketplace RFP of the buyer on which the loser and then the seller proposed; the seller's proposal is
 * accepted, paid, and the order started (ORDER_IN_PROGRESS) unless `stage` says `agreed`. Returns its id.
 */
export async function soldDeal(
  app: FastifyInstance,
  parties: Pick<FleetParties, 'buyer' | 'seller' | 'loser'>,
  stage: 'agreed' | 'started' = 'started',
): Promise<string> {
  const { workflowId } = await newMarketplaceRfp(app, parties.buyer, {
    budget: { min: '100000.00', max: '200000.00', currency: 'USD' },
  });
  await propose(app, parties.loser, workflowId, { price: '160000.00' });
  const proposalId = await propose(app, parties.seller, workflowId, { price: '150000.00' });
  expectStatus(
    await send(
      app,
      'POST',
      `/v2/workflows/${workflowId}/proposals/${proposalId}/accept`,
      parties.buyer,
      undefined,
      freshKey(),
    ),
    200,
  );
  if (stage === 'agreed') return workflowId;
  const paymentId = await openSession(app, parties.buyer, workflowId);
  expectStatus(await confirm(app, parties.buyer, paymentId), 200);
  expectStatus(await send(app, 'POST', `/v2/workflows/${workflowId}/order/start`, parties.seller), 200);
  return workflowId;
}

let serial = 1;
/** A new serial number. */
export const freshSerial = () => `SN-${process.pid}-${serial++}`;

/** The seller registers a unit; answers the response. */
export const registerUnit = (
  app: FastifyInstance,
  seller: Pick<Session, 'access_token'>,
  workflowId: string,
  body: Record<string, unknown> = {},
) =>
  send(app, 'POST', `/v2/workflows/${workflowId}/iot/register`, seller, {
    serialNumber: freshSerial(),
    model: 'AMR-200',
    ...body,
  });

/** A registered device: its id and credential. */
export interface RegisteredDevice {
  id: string;
  credential: string;
}

/** The seller registers a unit; throws unless 201. */
export async function registeredDevice(
  app: FastifyInstance,
  seller: Pick<Session, 'access_token'>,
  workflowId: string,
  body: Record<string, unknown> = {},
): Promise<RegisteredDevice> {
  const answer = expectStatus<{ device: { id: string }; credential: string }>(
    await registerUnit(app, seller, workflowId, body),
    201,
  );
  return { id: answer.device.id, credential: answer.credential };
}

/** A point as a device sends it. */
export interface PointInput {
  name: string;
  value: number;
  unit?: string;
  recordedAt: string;
}

/** The device posts a batch with its credential (or `credential`); answers the response. */
export function postPoints(
  app: FastifyInstance,
  device: RegisteredDevice,
  metrics: readonly PointInput[] | string,
  credential = device.credential,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/v2/iot/${device.id}/metrics`,
    headers: { ...bearer(credential), 'content-type': 'application/json' },
    payload: typeof metrics === 'string' ? metrics : JSON.stringify({ metrics }),
  });
}

/** How many points, minute and hour roll-ups the device has. */
export async function storedCounts(db: Queryable, deviceId: string) {
  const [row] = await db.query<{ points: number; minutes: number; hours: number }>(
    `SELECT (SELECT count(*)::int FROM iot_points WHERE device_id = $1) AS points,
            (SELECT count(*)::int FROM iot_rollups_minute WHERE device_id = $1) AS minutes,
            (SELECT count(*)::int FROM iot_rollups_hour WHERE device_id = $1) AS hours`,
    [deviceId],
  );
  if (row === undefined) throw new Error('no counts');
  return row;
}
