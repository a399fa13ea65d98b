export {
  AdminDisputeDecision,
  type AdminDisputeDecisionProps,
  DECISION_FAILED,
  type DisputeDecisionValues,
} from './admin-dispute-decision';
