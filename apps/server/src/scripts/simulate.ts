// Streams believable telemetry for a demo fleet: `pnpm simulate --devices 50`. Against a running server
// (`--url`, default http://127.0.0.1:8787) it signs in as the demo seller, finds the demo buyer's fleet order
// (or makes one through the API: a custom order, a proposal, its acceptance, a sandbox payment, the order
// started), registers units on it up to `--devices` (or takes those already registered, rotating their
// credentials), then posts one batch per unit every `--interval` seconds over HTTP until stopped (Ctrl-C).
// `--once` posts one batch per unit and exits. Exit codes: 0 done, 1 failed, 2 bad usage.
import { parseArgs } from 'node:util';
import type { components } from '@robomarket/api-client/schema';
import { demoFleetOrder } from '../demo/fleet.ts';
import { demoPassword } from '../demo/index.ts';
import { demoBuyerEmail, demoSellerEmail } from '../demo/shared.ts';
import { telemetryAt } from '../modules/iot/index.ts';

type Schemas = components['schemas'];

const usage = `Usage: pnpm simulate [--devices <n>] [--url <server>] [--interval <seconds>] [--once]
       [--seller <email>] [--buyer <email>] [--password <password>]

Registers up to <n> demo units (default 10, at most 500) on the demo buyer's fleet order of the demo
seller's (made through the API when missing) and posts telemetry for each: battery, uptime, operating
hours, position, temperature, utilisation and now and then an error code. Units already registered on
the order are reused, their credentials rotated. --once posts one batch per unit and exits.`;

/** A unit the simulator posts for: its device and the credential it was given. */
interface SimulatedUnit {
  device: Schemas['IotDevice'];
  credential: string;
}

class ApiFailure extends Error {}

/** The server's API as a signed-in user (or a device). */
function apiOf(base: string, token?: string) {
  return async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new ApiFailure(`${method} ${path} answered ${response.status}: ${text}`);
    return (text === '' ? undefined : JSON.parse(text)) as T;
  };
}

async function signIn(base: string, email: string, password: string) {
  const session = await apiOf(base)<Schemas['AuthSession']>('POST', '/v2/auth/login', { email, password });
  return { api: apiOf(base, session.access_token), userId: session.user.id };
}

const idempotent = () => ({ 'idempotency-key': crypto.randomUUID() });

/** The demo fleet order the seller sells to the demo buyer, in progress; made through the API when missing. */
async function fleetOrder(
  base: string,
  seller: Awaited<ReturnType<typeof signIn>>,
  buyerEmail: string,
  password: string,
): Promise<string> {
  const { workflows } = await seller.api<Schemas['WorkflowList']>(
    'GET',
    '/v2/workflows?status=ORDER_IN_PROGRESS&limit=100',
  );
  const found = workflows.find((workflow) => workflow.title === demoFleetOrder.title);
  if (found !== undefined) return found.id;
  console.info(`No "${demoFleetOrder.title}" order yet: making one through the API.`);
  const buyer = await signIn(base, buyerEmail, password);
  const workflow = await buyer.api<Schemas['Workflow']>('POST', '/v2/workflows', {
    title: demoFleetOrder.title,
    description: demoFleetOrder.description,
    requestType: 'CUSTOM_ORDER',
    budgetRangeMin: demoFleetOrder.budget[0],
    budgetRangeMax: demoFleetOrder.budget[1],
    requirements: { category: 'ROBOT', quantity: demoFleetOrder.quantity ?? 1, details: {} },
    sellerIds: [seller.userId],
  });
  const proposal = await seller.api<Schemas['Proposal']>('POST', `/v2/workflows/${workflow.id}/proposals`, {
    price: demoFleetOrder.price,
    description: demoFleetOrder.description,
    terms: '100% into escrow on order; released on delivery.',
  });
  await buyer.api(
    'POST',
    `/v2/workflows/${workflow.id}/proposals/${proposal.id}/accept`,
    undefined,
    idempotent(),
  );
  const session = await buyer.api<{ payment_id: string }>(
    'POST',
    `/v2/workflows/${workflow.id}/payments/session`,
    undefined,
    idempotent(),
  );
  await buyer.api(
    'POST',
    `/v2/sandbox/payments/${session.payment_id}/confirm`,
    { card_number: '4242 4242 4242 4242' },
    idempotent(),
  );
  await seller.api('POST', `/v2/workflows/${workflow.id}/order/start`);
  return workflow.id;
}

/** The order's units up to `count`: those registered (credentials rotated), then new ones. */
async function unitsOf(
  seller: Awaited<ReturnType<typeof signIn>>,
  workflowId: string,
  count: number,
): Promise<SimulatedUnit[]> {
  const { devices } = await seller.api<Schemas['IotDeviceList']>(
    'GET',
    `/v2/workflows/${workflowId}/iot/devices`,
  );
  const units: SimulatedUnit[] = [];
  for (const device of devices.slice(0, count)) {
    units.push(
      await seller.api<Schemas['IotDeviceCredential']>('POST', `/v2/fleet/devices/${device.id}/credential`),
    );
  }
  for (let n = units.length + 1; units.length < count; n++) {
    const serialNumber = `SIM-${workflowId.slice(0, 8)}-${String(n).padStart(3, '0')}`;
    if (devices.some((device) => device.serialNumber === serialNumber)) continue;
    units.push(
      await seller.api<Schemas['IotDeviceCredential']>('POST', `/v2/workflows/${workflowId}/iot/register`, {
        serialNumber,
        model: 'Pallet mover AMR-500',
        name: `Simulated mover ${n}`,
      }),
    );
  }
  return units;
}

/** Posts one batch per unit at `at`; answers how many points were stored and how many batches failed. */
async function postRound(base: string, units: readonly SimulatedUnit[], at: Date) {
  const results = await Promise.allSettled(
    units.map((unit, index) =>
      apiOf(base, unit.credential)<Schemas['PostIotMetricsResponse']>(
        'POST',
        `/v2/iot/${unit.device.id}/metrics`,
        {
          metrics: telemetryAt(index, at),
        },
      ),
    ),
  );
  let accepted = 0;
  let failed = 0;
  for (const result of results) {
    if (result.status === 'fulfilled') accepted += result.value.accepted;
    else {
      failed += 1;
      if (failed === 1) console.error(result.reason instanceof Error ? result.reason.message : result.reason);
    }
  }
  return { accepted, failed };
}

async function main(): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        devices: { type: 'string', default: '10' },
        url: { type: 'string', default: process.env.SIMULATE_URL ?? 'http://127.0.0.1:8787' },
        interval: { type: 'string', default: '5' },
        once: { type: 'boolean', default: false },
        seller: { type: 'string', default: demoSellerEmail },
        buyer: { type: 'string', default: demoBuyerEmail },
        password: { type: 'string', default: demoPassword },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error, `\n\n${usage}`);
    return 2;
  }
  const count = Number(values.devices);
  const interval = Number(values.interval);
  if (values.help) {
    console.info(usage);
    return 0;
  }
  if (!Number.isInteger(count) || count < 1 || count > 500 || !(interval >= 1 && interval <= 3600)) {
    console.error(`--devices must be 1-500 and --interval 1-3600 seconds.\n\n${usage}`);
    return 2;
  }
  const base = String(values.url).replace(/\/+$/, '');
  const password = String(values.password);
  try {
    const seller = await signIn(base, String(values.seller), password);
    const workflowId = await fleetOrder(base, seller, String(values.buyer), password);
    const units = await unitsOf(seller, workflowId, count);
    console.info(`Simulating ${units.length} units on order ${workflowId} against ${base}.`);
    let stopping = false;
    process.once('SIGINT', () => {
      stopping = true;
    });
    process.once('SIGTERM', () => {
      stopping = true;
    });
    do {
      const round = await postRound(base, units, new Date());
      console.info(
        `${new Date().toISOString()} ${round.accepted} points stored, ${round.failed} batches failed`,
      );
      if (values.once) return round.failed === 0 ? 0 : 1;
      const wake = Date.now() + interval * 1000;
      while (!stopping && Date.now() < wake) await new Promise((resolve) => setTimeout(resolve, 200));
    } while (!stopping);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

process.exitCode = await main();
