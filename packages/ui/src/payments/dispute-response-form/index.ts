export {
  DisputeResponseForm,
  type DisputeResponseFormProps,
  type DisputeResponseValues,
  RESPONSE_FAILED,
} from './dispute-response-form';
