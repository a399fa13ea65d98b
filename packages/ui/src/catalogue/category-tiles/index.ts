export type { CategoryTilesProps } from './category-tiles';
export { CategoryTiles } from './category-tiles';
