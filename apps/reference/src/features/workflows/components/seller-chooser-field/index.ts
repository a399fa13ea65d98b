export { SellerChooserField } from './seller-chooser-field';
