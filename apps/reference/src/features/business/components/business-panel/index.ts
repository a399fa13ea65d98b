export { BusinessPanel } from './business-panel';
