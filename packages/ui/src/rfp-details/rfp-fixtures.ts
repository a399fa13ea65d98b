import type { RfpView } from './rfp-view';

/** An RFP for stories and tests. */
export function sampleRfp(overrides: Partial<RfpView> = {}): RfpView {
  return {
    id: '3c9e4b1a-2d7f-4e8a-9b6c-0f1e2d3c4b5a',
    workflowId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    title: 'Warehouse Automation',
    useCase: 'Warehouse Automation',
    description: 'Autonomous mobile robots to move pallets between receiving and storage, two shifts a day.',
    industry: 'Logistics',
    status: 'SUBMITTED',
    technicalRequirements: {
      payload: 500,
      batteryLife: 8,
      certifications: ['ISO 10218 - Industrial Robots Safety', 'CE Marking'],
      customSpecs: [{ name: 'Top speed', value: '2 m/s' }],
    },
    budget: { min: '50000.00', max: '150000.00', currency: 'USD' },
    timeline: {
      startDate: '2026-03-01',
      endDate: '2026-06-30',
      milestones: [
        { date: '2026-03-15', description: 'Site survey' },
        { date: '2026-05-01', description: 'Pilot on one aisle' },
      ],
    },
    createdAt: '2026-02-10T09:30:00Z',
    updatedAt: '2026-02-12T16:00:00Z',
    ...overrides,
  };
}
