export { BrowseScreen } from './components/browse-screen';
export { HeaderSearch } from './components/header-search';
export { ProductListing } from './components/product-listing';
export { categoryBrowseHref } from './lib/browse-params';
