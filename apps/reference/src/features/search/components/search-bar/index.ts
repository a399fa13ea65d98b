export { SearchBar } from './search-bar';
