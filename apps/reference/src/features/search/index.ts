export { SearchBar } from './components/search-bar';
