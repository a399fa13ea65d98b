export { IntentToBid } from './intent-to-bid';
