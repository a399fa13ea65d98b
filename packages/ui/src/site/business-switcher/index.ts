export type { BusinessSwitcherProps, SwitcherBusiness } from './business-switcher';
export { BusinessSwitcher } from './business-switcher';
