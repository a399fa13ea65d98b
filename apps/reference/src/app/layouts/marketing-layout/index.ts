export { MarketingLayout } from './marketing-layout';
