export { BrowseScreen, browseTitle } from './components/browse-screen';
export { HeaderSearch } from './components/header-search';
export { ProductListing } from './components/product-listing';
export { SearchBar } from './components/search-bar';
export { categoryBrowseHref } from './lib/browse-params';
