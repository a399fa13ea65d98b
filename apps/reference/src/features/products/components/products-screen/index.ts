export { ProductsScreen, type ProductsScreenProps } from './products-screen';
