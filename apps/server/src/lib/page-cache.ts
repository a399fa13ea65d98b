/**
 * Serialised pages of a public list kept by this process, so that the same page asked again costs no query
 * (`modules/products/list-cache.ts` for the catalogue). A page is served from here only while the process
 * hears every change that could alter it; see the implementation for how it stays fresh.
 */
export interface PageCache {
  /**
   * The page for `key`: a kept one younger than the cache's time limit, else what `load` answers, which is
   * kept (and shared with requests for the same key while it runs) unless a change is heard meanwhile.
   * A `load` that fails is not kept.
   */
  page(key: string, load: () => Promise<string>): Promise<string>;
  /** Forgets every page: something they may show has changed. */
  changed(): void;
  /** How many pages are kept. */
  readonly size: number;
}
