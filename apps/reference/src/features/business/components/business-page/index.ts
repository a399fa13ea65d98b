export type { BusinessPageContext } from './business-page';
export { BusinessPage } from './business-page';
