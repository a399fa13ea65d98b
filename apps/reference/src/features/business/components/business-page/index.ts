export type { BusinessPageContext, BusinessPageProps } from './business-page';
export { BusinessPage } from './business-page';
