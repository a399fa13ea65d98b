export type { RoboMarketProductCardsProps } from './product-cards-widget';
export { RoboMarketProductCards } from './product-cards-widget';
