export { useOutcomeToast } from './use-outcome-toast';
