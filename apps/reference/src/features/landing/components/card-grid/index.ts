export { CardGrid } from './card-grid';
