import { describe, expect, it } from 'vitest';
import { searchHref, searchOf } from '../search-href';
import { browseQuery, categoryBrowseHref, readBrowseParams, writeBrowseParams } from './browse-params';

describe('browse addresses', () => {
  it('round-trips every filter through the address', () => {
    const address = new URLSearchParams(
      'q=arm&category=parts&seller=2f7d9c4e-8a1b-4e6f-9c3d-5b0a7e1f2d34&condition=USED&minPrice=10.00&maxPrice=99.50&sellerType=dealer&sort=price_desc',
    );
    const state = readBrowseParams(address);
    expect(writeBrowseParams(state).toString()).toBe(address.toString());
    expect(browseQuery(state)).toEqual({
      q: 'arm',
      category: 'PART',
      condition: 'USED',
      minPrice: '10.00',
      maxPrice: '99.50',
      sellerType: 'dealer',
      sellerId: '2f7d9c4e-8a1b-4e6f-9c3d-5b0a7e1f2d34',
      sort: 'price_desc',
    });
  });

  it('reads prices typed by hand in the address as two-decimal amounts', () => {
    expect(readBrowseParams(new URLSearchParams('minPrice=30,000&maxPrice=45000.5')).filters).toEqual({
      minPrice: '30000.00',
      maxPrice: '45000.50',
    });
    expect(readBrowseParams(new URLSearchParams('minPrice=30.000,5&maxPrice=-1')).filters).toEqual({});
  });

  it('drops what it does not understand, and best match without words', () => {
    const state = readBrowseParams(
      new URLSearchParams('category=all&sort=relevance&maxPrice=1e9&sellerType=admin'),
    );
    expect(state).toEqual({ q: '', filters: {} });
    expect(readBrowseParams(new URLSearchParams('category=SOFTWARE')).filters).toEqual({
      category: 'SOFTWARE',
    });
  });

  it('gives the header search its address, and reads it back on /browse only', () => {
    expect(searchHref('  gripper ', 'robots')).toBe('/browse?q=gripper&category=robots');
    expect(searchHref('', 'all')).toBe('/browse');
    expect(searchOf('/browse', '?q=arm&category=parts')).toEqual({ query: 'arm', category: 'parts' });
    expect(searchOf('/deals', '?q=arm')).toEqual({ query: '', category: 'all' });
    expect(categoryBrowseHref('SERVICE')).toBe('/browse?category=services');
  });
});
