import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import {
  actorNames,
  cellAddress,
  createWorld,
  httpMethod,
  missingId,
  type World,
} from '../../test/authorization/actors.ts';
import { type MatrixRequest, matrixRows } from '../../test/authorization/matrix.ts';
import { loadLegacyContract } from './index.ts';
import type { LegacyOperationId } from './operation.ts';

// The authorization matrix over the legacy workflows operations (issue 29): each legacy operation is sent,
// by every actor, the request of its v2 successor's row (in the old form where it differs) and must get
// exactly the status v2 gives that actor, concealing what v2 conceals: the legacy path allows nothing more.
const { contract } = loadLegacyContract();

/** A legacy operation's v2 successor row, and how its request differs on the legacy path. */
const legacyRows: Partial<
  Record<LegacyOperationId, { successor: string; request?: (v2: MatrixRequest) => MatrixRequest }>
> = {
  legacyCreateWorkflow: { successor: 'createWorkflow' },
  legacyListWorkflows: { successor: 'listWorkflows' },
  legacyGetWorkflow: { successor: 'getWorkflow' },
  legacyInviteSellers: { successor: 'inviteSellers' },
  legacyCreateProposal: { successor: 'createProposal' },
  legacyListProposals: { successor: 'listProposals' },
  // The old client sends no Idempotency-Key: the legacy path derives one.
  legacyAcceptProposal: { successor: 'acceptProposal', request: ({ headers: _key, ...rest }) => rest },
  legacyCreateMessage: { successor: 'createMessage' },
  legacyListMessages: { successor: 'listMessages' },
  legacySendTyping: { successor: 'sendTyping' },
  legacyCreateRfp: { successor: 'createRfp' },
  legacyGetRfp: {
    successor: 'getRfp',
    request: ({ params, ...rest }) => ({ ...rest, query: { id: params?.id ?? missingId } }),
  },
  legacyListRfps: { successor: 'listRfps' },
};

let clockOffset = 0;
const testApp = useTestApp({ now: () => new Date(Date.now() + clockOffset) });
let world: World;
beforeAll(async () => {
  world = await createWorld(testApp.app, testApp.database.db, (ms) => {
    clockOffset = ms;
  });
});

for (const operation of contract.operations) {
  const legacy = legacyRows[operation.operationId as LegacyOperationId];
  if (legacy === undefined) continue;
  const row = matrixRows[legacy.successor];
  describe(`${operation.operationId}: ${operation.method} ${operation.path} as ${legacy.successor}`, () => {
    it('has its successor’s row', () => {
      expect(row).toBeDefined();
    });
    if (row === undefined) return;
    it.each(actorNames)('as %s', async (actor) => {
      const v2Request = await row.request(world, actor);
      const request = legacy.request?.(v2Request) ?? v2Request;
      const url = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
        encodeURIComponent(request.params?.[name] ?? missingId),
      );
      const response = await testApp.app.inject({
        method: httpMethod(operation.method),
        url,
        query: request.query,
        headers: { ...world.headers(actor), ...request.headers },
        remoteAddress: cellAddress(),
        ...(request.body === undefined ? {} : { payload: request.body }),
      });
      expect(response.statusCode, `${actor}: ${response.body}`).toBe(row.expect[actor]);
      expect(response.headers.deprecation).toBe('@1796083200');
      if (response.statusCode >= 400) {
        expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      } else {
        for (const trace of row.conceals?.(world, actor) ?? []) {
          expect(response.body, `${actor} reads what it may not`).not.toContain(trace);
        }
      }
    });
  });
}

// The old client answering an RFP invites only itself: on the legacy path that is v2's invitation, and where v2
// refuses it (403: sellers do not invite themselves), v2's declaration of the intent to bid. Each actor gets on
// one new marketplace workflow exactly what those v2 calls give it on another.
describe('legacyInviteSellers: an actor inviting only itself', () => {
  async function ownId(actor: (typeof actorNames)[number]): Promise<string> {
    const me = await testApp.app.inject({ method: 'GET', url: '/v2/auth/me', headers: world.headers(actor) });
    return me.statusCode === 200 ? me.json<{ id: string }>().id : missingId;
  }

  it.each(actorNames)('as %s', async (actor) => {
    const sellerIds = [await ownId(actor)];
    const send = (url: string, body?: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url,
        headers: world.headers(actor),
        remoteAddress: cellAddress(),
        ...(body === undefined ? {} : { payload: body }),
      });

    const reference = await world.newOpenWorkflow();
    const invited = await send(`/v2/workflows/${reference}/sellers/invite`, {
      workflowId: reference,
      sellerIds,
    });
    const v2 =
      invited.statusCode === 403
        ? (await send(`/v2/workflows/${reference}/intent-to-bid`)).statusCode
        : invited.statusCode;

    const workflowId = await world.newOpenWorkflow();
    const legacy = await send(`/workflows/${workflowId}/sellers`, { workflowId, sellerIds });
    expect(legacy.statusCode, `${actor}: ${legacy.body}`).toBe(v2 === 201 ? 200 : v2);
    if (legacy.statusCode === 200) expect(legacy.json()).toEqual({ invited: sellerIds });
  });
});
