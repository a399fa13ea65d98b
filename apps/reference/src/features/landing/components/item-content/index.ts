export { ItemContent, type ItemContentProps } from './item-content';
