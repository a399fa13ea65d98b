export type { SellerChooserProps, SellerChooserStatus, SellerOption } from './seller-chooser';
export { SellerChooser } from './seller-chooser';
