import type { components } from '@robomarket/api-client';
import type { RfpWizardValues } from '@robomarket/ui';

/** The wizard's starting values for an RFP being edited. */
export function wizardValuesOf(rfp: components['schemas']['Rfp']): RfpWizardValues {
  return {
    title: rfp.title,
    useCase: rfp.useCase,
    description: rfp.description,
    industry: rfp.industry,
    technicalRequirements: rfp.technicalRequirements,
    budget: rfp.budget,
    timeline: rfp.timeline,
  };
}
