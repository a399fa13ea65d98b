export {
  DISPUTE_FAILED,
  DisputeForm,
  type DisputeFormProps,
  type DisputeFormValues,
  type EvidenceDocument,
} from './dispute-form';
