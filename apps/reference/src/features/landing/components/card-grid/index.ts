export { CardGrid, type CardGridItem, type CardGridProps } from './card-grid';
