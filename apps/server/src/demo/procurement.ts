// The demo marketplace a first start shows: RFP workflows of the demo buyer at different stages, one with
// a proposal from the demo seller. Composed from the procurement modules' services, like the demo data.

import type { Db } from '../db/db.ts';
import { defaultStructuredTerms, insertProposal } from '../modules/proposals/index.ts';
import { insertRfp, type RfpContent } from '../modules/rfps/index.ts';
import {
  applyWorkflowEvent,
  buyerHasWorkflows,
  insertInvitedSellers,
  insertWorkflow,
  newWorkflowDetailsStatus,
} from '../modules/workflows/index.ts';
import { day, lockDemoParties, minor } from './shared.ts';

/** One demo RFP workflow: the buyer's request, its RFP, and whether the demo seller has answered. */
interface DemoRfp {
  title: string;
  description: string;
  category: string;
  quantity: number;
  budget: [string, string];
  rfp: Omit<
    RfpContent,
    'currency' | 'budgetMinMinor' | 'budgetMaxMinor' | 'startDate' | 'endDate' | 'milestones' | 'bidDeadline'
  >;
  /** Days from the seeding day to the timeline's start and end. */
  days: [number, number];
  milestones: { day: number; description: string }[];
  // The statuses a demo RFP starts in, an enum subset.
  status: 'DRAFT' | 'SUBMITTED';
  proposal?: { price: string; description: string; terms: string };
}

const demoRfps: readonly DemoRfp[] = [
  {
    title: 'Autonomous picking for the Leeds warehouse',
    description: 'Twelve autonomous picking robots for 40 aisles of small parts, working two shifts.',
    category: 'ROBOT',
    quantity: 12,
    budget: ['250000.00', '400000.00'],
    rfp: {
      title: 'Warehouse Automation RFP',
      useCase: 'Warehouse Automation',
      description:
        'Pick-and-place of small parts across 40 aisles, integrated with our warehouse management system.',
      industry: 'Logistics',
      technicalRequirements: {
        payload: 25,
        batteryLife: 10,
        certifications: ['ISO 10218 - Industrial Robots Safety', 'CE Marking'],
        customSpecs: [{ name: 'Aisle width', value: '1.2 m' }],
      },
    },
    days: [14, 120],
    milestones: [
      { day: 45, description: 'Pilot aisle live' },
      { day: 100, description: 'All aisles live' },
    ],
    status: 'SUBMITTED',
    proposal: {
      price: '318500.00',
      description:
        'Twelve Pathfinder AMR-500 units with picking arms, fleet software and on-site commissioning.',
      terms: 'Delivery in two lots; 30% on order, the rest on acceptance of each lot.',
    },
  },
  {
    title: 'Supply delivery robots for St. Mary’s Hospital',
    description: 'Four robots carrying medicines and linen between the pharmacy, wards and the laundry.',
    category: 'ROBOT',
    quantity: 4,
    budget: ['80000.00', '150000.00'],
    rfp: {
      title: 'Medical Supply Delivery RFP',
      useCase: 'Medical Supply Delivery',
      description: 'Lockable compartments, lift integration and quiet operation at night.',
      industry: 'Healthcare',
      technicalRequirements: {
        payload: 60,
        batteryLife: 12,
        certifications: ['ISO 13482 - Safety Requirements for Robots', 'IEC 61508 - Functional Safety'],
        customSpecs: [{ name: 'Noise level', value: 'below 45 dB' }],
      },
    },
    days: [30, 150],
    milestones: [{ day: 90, description: 'First ward in service' }],
    status: 'SUBMITTED',
  },
  {
    title: 'Crop monitoring for the spring season',
    description: 'Drones or ground robots surveying 600 hectares of wheat every week.',
    category: 'ROBOT',
    quantity: 3,
    budget: ['40000.00', '90000.00'],
    rfp: {
      title: 'Agricultural Monitoring RFP',
      useCase: 'Agricultural Monitoring',
      description: 'Weekly multispectral surveys with a field health report.',
      industry: 'Agriculture',
      technicalRequirements: { payload: 2, batteryLife: 1, certifications: ['CE Marking'], customSpecs: [] },
    },
    days: [20, 200],
    milestones: [],
    status: 'DRAFT',
  },
];

const dateAfter = (now: Date, days: number) =>
  new Date(now.getTime() + days * day).toISOString().slice(0, 10);

/**
 * Creates the demo RFP workflows when the demo buyer and seller exist and the buyer has no workflow yet;
 * the buyer's row lock makes two instances starting at once create them once. Returns how many it made.
 */
export async function seedDemoProcurement(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const parties = await lockDemoParties(tx);
    if (parties === undefined || (await buyerHasWorkflows(tx, parties.buyerId))) return 0;
    const { buyerId, sellerId } = parties;
    // Oldest first, a minute apart, so the newest-first lists show them in a stable order.
    let at = new Date(now.getTime() - demoRfps.length * 60_000);
    for (const demo of demoRfps) {
      at = new Date(at.getTime() + 60_000);
      const workflow = await insertWorkflow(
        tx,
        {
          buyerId,
          businessId: null,
          title: demo.title,
          description: demo.description,
          requestType: 'RFP',
          currency: 'USD',
          budgetMinMinor: minor(demo.budget[0]),
          budgetMaxMinor: minor(demo.budget[1]),
          category: demo.category,
          quantity: demo.quantity,
          details: { status: newWorkflowDetailsStatus('RFP') },
        },
        at,
      );
      const content: RfpContent = {
        ...demo.rfp,
        currency: 'USD',
        budgetMinMinor: minor(demo.budget[0]),
        budgetMaxMinor: minor(demo.budget[1]),
        startDate: dateAfter(now, demo.days[0]),
        endDate: dateAfter(now, demo.days[1]),
        milestones: demo.milestones.map((item) => ({
          date: dateAfter(now, item.day),
          description: item.description,
        })),
        bidDeadline: null,
      };
      await insertRfp(tx, workflow.id, content, demo.status, at);
      if (demo.status === 'DRAFT') continue;
      const submitted = await applyWorkflowEvent(tx, workflow, 'rfp_submitted', 'buyer', { now: at });
      if (demo.proposal === undefined) continue;
      await insertInvitedSellers(tx, workflow.id, [sellerId], sellerId, at);
      const timeline = {
        startDate: dateAfter(now, demo.days[0] + 7),
        endDate: dateAfter(now, demo.days[1] - 7),
        milestones: [{ date: dateAfter(now, demo.days[0] + 30), description: 'First robots on site' }],
      };
      await insertProposal(
        tx,
        {
          workflowId: workflow.id,
          sellerId,
          createdBy: sellerId,
          priceMinor: minor(demo.proposal.price),
          currency: 'USD',
          description: demo.proposal.description,
          terms: demo.proposal.terms,
          structuredTerms: defaultStructuredTerms(timeline, content.technicalRequirements.certifications),
          timeline,
          acceptanceTest: null,
        },
        at,
      );
      // The RFP follows its workflow to UNDER_REVIEW (the rfps module's hook).
      await applyWorkflowEvent(tx, submitted, 'first_proposal_received', 'seller', { now: at });
    }
    return demoRfps.length;
  });
}
