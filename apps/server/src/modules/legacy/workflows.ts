// Legacy workflows, RFPs, proposals and messages (tag `legacy-workflows`): the old paths and payloads
// translated onto the v2 operations. Only shapes change here (money as the old client sends it → decimal
// strings, ISO date-times → dates, comma-joined certifications → lists); every rule is v2's.
import type { components } from '@robomarket/api-client/legacy/schema';
import { ApiError } from '../../lib/api-error.ts';
import type { LegacyRegistry, V2Caller } from './operation.ts';
import { relay, v2Path } from './translate.ts';

type Schemas = components['schemas'];

/** What the old client may send as money: at most 12 whole digits and 2 decimals. */
const legacyAmount = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * The old client's amount (a JSON number or a string) as the v2 decimal string with two decimals, by string
 * routines only: a number is taken as JavaScript writes it (`String(0.1 + 0.2)` has 17 decimals and is
 * refused, `String(1e21)` is refused). Null or absent is left out. `field` is the body path for the 400.
 */
export function legacyDecimal(value: Schemas['LegacyMoney'] | undefined, field: string): string | undefined {
  if (value === null || value === undefined) return undefined;
  const match = legacyAmount.exec(String(value));
  if (match === null) {
    throw new ApiError(400, 'validation_failed', 'The request is invalid', {
      detail: `body/${field} must be an amount with at most 12 digits and 2 decimals`,
      fields: [{ field, message: 'must be an amount with at most 12 digits and 2 decimals' }],
    });
  }
  return `${match[1]}.${(match[2] ?? '').padEnd(2, '0')}`;
}

/** A legacy date (`2026-12-01T00:00:00.000Z`, with an offset, or a plain date) as the date as written. */
export function legacyDate(value: Schemas['LegacyDate']): string {
  return value.slice(0, 10);
}

/** Certifications as a list: the old client's comma-joined string split, blanks dropped. */
export function certificationList(value: Schemas['LegacyCertifications']): string[] {
  if (Array.isArray(value)) return value;
  return value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

function timelineOf(timeline: Schemas['LegacyTimeline']) {
  return {
    startDate: legacyDate(timeline.startDate),
    endDate: legacyDate(timeline.endDate),
    milestones: (timeline.milestones ?? []).map((milestone) => ({
      date: legacyDate(milestone.date),
      description: milestone.description,
    })),
  };
}

const dayMs = 24 * 60 * 60_000;

/**
 * The timeline of an old client's proposal, which sends none (product-spec §7: only `delivery_weeks`): from
 * the start of the workflow's RFP (read through v2), `delivery_weeks` weeks long, ending no later than the
 * RFP. Undefined when the workflow has no RFP the caller can read: v2 then says what it needs.
 */
async function derivedTimeline(v2: V2Caller, workflowId: string, deliveryWeeks: number | undefined) {
  const answer = await v2({ method: 'GET', path: '/v2/rfps', query: { workflowId, limit: 1 } });
  const rfp = (answer.body as { rfps?: { timeline?: { startDate: string; endDate: string } }[] } | undefined)
    ?.rfps?.[0];
  if (!answer.ok || rfp?.timeline === undefined) return undefined;
  const { startDate, endDate } = rfp.timeline;
  const weeksEnd =
    deliveryWeeks === undefined
      ? endDate
      : new Date(Date.parse(`${startDate}T00:00:00Z`) + deliveryWeeks * 7 * dayMs).toISOString().slice(0, 10);
  // Days as YYYY-MM-DD order as text: the earlier of the two ends.
  const [end] = [weeksEnd, endDate].sort();
  return { startDate, endDate: end ?? endDate, milestones: [] };
}

/** The page parameters the legacy lists pass on. */
function pageOf(query: { limit?: number; cursor?: string }) {
  return { limit: query.limit, cursor: query.cursor };
}

/** The caller's user id, from v2 `getMe`. */
async function callerId(v2: V2Caller): Promise<string | undefined> {
  const me = await v2({ method: 'GET', path: '/v2/auth/me' });
  return me.ok ? (me.body as { id: string }).id : undefined;
}

export const legacyWorkflows: LegacyRegistry = {
  /** `POST /workflows` → `createWorkflow`: budgets to decimal strings, details to strings. */
  legacyCreateWorkflow: {
    handle: async (request, v2) => {
      const { budgetRangeMin, budgetRangeMax, requirements, ...rest } = request.body;
      const details = Object.fromEntries(
        Object.entries(requirements.details ?? {}).map(([name, value]) => [name, String(value)]),
      );
      const body = {
        ...rest,
        budgetRangeMin: legacyDecimal(budgetRangeMin, 'budgetRangeMin'),
        budgetRangeMax: legacyDecimal(budgetRangeMax, 'budgetRangeMax'),
        requirements: { category: requirements.category, quantity: requirements.quantity, details },
      };
      return relay(await v2({ method: 'POST', path: '/v2/workflows', body }));
    },
  },
  /** `GET /workflows` → `listWorkflows` (`workflows`). */
  legacyListWorkflows: {
    handle: async (request, v2) =>
      relay(await v2({ method: 'GET', path: '/v2/workflows', query: pageOf(request.query) })),
  },
  /** `GET /workflows/{id}` → `getWorkflow`. */
  legacyGetWorkflow: {
    handle: async (request, v2) =>
      relay(await v2({ method: 'GET', path: v2Path('/v2/workflows/{id}', { id: request.params.id }) })),
  },
  /**
   * `POST /workflows/{id}/sellers` → `inviteSellers`. A seller that lists only itself (the old client answering
   * an RFP) is refused by v2's invitation (sellers do not invite themselves) and declares its intent to bid
   * instead, which is how a seller joins in v2; joining again is a success.
   */
  legacyInviteSellers: {
    handle: async (request, v2) => {
      const { id } = request.params;
      const invited = await v2({
        method: 'POST',
        path: v2Path('/v2/workflows/{id}/sellers/invite', { id }),
        body: request.body,
      });
      if (invited.statusCode !== 403 || request.body.sellerIds.length !== 1) return relay(invited);
      const me = await callerId(v2);
      if (me === undefined || request.body.sellerIds[0] !== me) return relay(invited);
      const joined = await v2({ method: 'POST', path: v2Path('/v2/workflows/{id}/intent-to-bid', { id }) });
      if (!joined.ok) return relay(joined);
      return { statusCode: 200, body: { invited: [me] }, headers: joined.headers };
    },
  },
  /** `POST /workflows/{id}/proposals` → `createProposal`: price, certifications and dates converted. */
  legacyCreateProposal: {
    handle: async (request, v2) => {
      const { price, structured_terms: terms, timeline, ...rest } = request.body;
      const body = {
        ...rest,
        price: legacyDecimal(price, 'price'),
        ...(terms === undefined
          ? {}
          : {
              structured_terms: {
                ...terms,
                compliance_certifications: certificationList(terms.compliance_certifications),
              },
            }),
        timeline:
          timeline === undefined
            ? await derivedTimeline(v2, request.params.id, terms?.delivery_weeks)
            : timelineOf(timeline),
      };
      const path = v2Path('/v2/workflows/{id}/proposals', { id: request.params.id });
      return relay(await v2({ method: 'POST', path, body }));
    },
  },
  /** `GET /workflows/{id}/proposals` → `listProposals` (`proposals`). */
  legacyListProposals: {
    handle: async (request, v2) => {
      const path = v2Path('/v2/workflows/{id}/proposals', { id: request.params.id });
      return relay(await v2({ method: 'GET', path, query: pageOf(request.query) }));
    },
  },
  /** `POST /workflows/{id}/proposals/{proposalId}/accept` → `acceptProposal`, idempotent without a key. */
  legacyAcceptProposal: {
    handle: async (request, v2) => {
      const { id, proposalId } = request.params;
      const path = v2Path('/v2/workflows/{id}/proposals/{proposalId}/accept', { id, proposalId });
      return relay(await v2({ method: 'POST', path, idempotent: true }));
    },
  },
  /** `POST /workflows/{id}/messages` → `createMessage`. */
  legacyCreateMessage: {
    handle: async (request, v2) => {
      const path = v2Path('/v2/workflows/{id}/messages', { id: request.params.id });
      return relay(await v2({ method: 'POST', path, body: request.body }));
    },
  },
  /** `GET /workflows/{id}/messages` → `listMessages` (`messages`). */
  legacyListMessages: {
    handle: async (request, v2) => {
      const path = v2Path('/v2/workflows/{id}/messages', { id: request.params.id });
      return relay(await v2({ method: 'GET', path, query: pageOf(request.query) }));
    },
  },
  /** `POST /workflows/{id}/typing` → `sendTyping`. */
  legacySendTyping: {
    handle: async (request, v2) => {
      const path = v2Path('/v2/workflows/{id}/typing', { id: request.params.id });
      return relay(await v2({ method: 'POST', path, body: request.body }));
    },
  },
  /** `POST /rfp.CreateRFP` → `createRfp`: amounts to decimal strings, date-times to dates, certifications to a list. */
  legacyCreateRfp: {
    handle: async (request, v2) => {
      const { budget, timeline, technicalRequirements: technical, ...rest } = request.body;
      const body = {
        ...rest,
        technicalRequirements: {
          payload: technical.payload,
          batteryLife: technical.batteryLife,
          certifications: certificationList(technical.certifications),
          customSpecs: technical.customSpecs ?? [],
        },
        budget: {
          min: legacyDecimal(budget.min, 'budget/min'),
          max: legacyDecimal(budget.max, 'budget/max'),
          currency: budget.currency ?? 'USD',
        },
        timeline: timelineOf(timeline),
      };
      return relay(await v2({ method: 'POST', path: '/v2/rfps', body }));
    },
  },
  /** `GET /rfp.GetRFP?id=` → `getRfp`. */
  legacyGetRfp: {
    handle: async (request, v2) =>
      relay(await v2({ method: 'GET', path: v2Path('/v2/rfps/{id}', { id: request.query.id }) })),
  },
  /** `GET /rfp.ListRFPs` → `listRfps` (`rfps`). */
  legacyListRfps: {
    handle: async (request, v2) =>
      relay(await v2({ method: 'GET', path: '/v2/rfps', query: pageOf(request.query) })),
  },
};
