// The head of a client route's page written into the app's shell on the server (ADR 0103), so that a search
// engine or a link preview that runs no JavaScript reads the page's own title, description and social preview
// (a product's page), as it reads the prerendered public pages' (apps/reference/scripts/prerender.ts).

/** What a page's HTML head says about it to search engines and link previews. */
export interface PageHead {
  /** The document title ('Delta Picker · RoboMarket'). */
  title: string;
  /** The meta description and the preview's text; cut to about 160 characters here. */
  description: string;
  /** The page's own path (`/product/{id}`), for the canonical address. */
  path: string;
  /**
   * The preview image: an absolute http(s) URL, or a root-relative path on this server (`/api/images/...`);
   * the site's own preview image when absent.
   */
  image?: string;
}

/**
 * The head of the page at `path` (a URL path, without the query), when a module knows that kind of page:
 * a `PageHead`, `null` when the address names nothing that exists (the shell is answered with a 404), or
 * undefined when the path is not the module's.
 */
export type PageHeadResolver = (path: string) => Promise<PageHead | null | undefined>;

/** The longest meta description written; search engines show about this much. */
export const descriptionLength = 160;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** `text` on one line, cut at a word to at most `descriptionLength` characters (with an ellipsis when cut). */
export function summarise(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = [...line];
  if (characters.length <= descriptionLength) return line;
  const cut = characters.slice(0, descriptionLength - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length > descriptionLength / 2 ? atWord : cut}…`;
}

/** `image` as an absolute URL on `base` (root-relative paths), kept when already absolute http(s). */
function absoluteImage(image: string | undefined, base: string): string {
  if (image === undefined) return `${base}/social-preview.png`;
  if (/^https?:\/\//.test(image)) return image;
  if (image.startsWith('/') && !image.startsWith('//')) return `${base}${image}`;
  return `${base}/social-preview.png`;
}

const titleTag = /<title>[^<]*<\/title>/;
const descriptionTag = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/**
 * The app's shell (`shell.html`) with `head` in it: its title and meta description replaced, and the canonical
 * address and Open Graph and Twitter card tags added, on the public address `base` (no trailing slash).
 */
export function withPageHead(shell: string, head: PageHead, base: string): string {
  const url = escapeHtml(`${base}${head.path}`);
  const title = escapeHtml(head.title);
  const description = escapeHtml(summarise(head.description));
  const image = escapeHtml(absoluteImage(head.image, base));
  const tags = [
    `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="RoboMarket" />',
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${image}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ].join('\n    ');
  const withTitle = titleTag.test(shell)
    ? shell.replace(titleTag, () => `<title>${title}</title>`)
    : shell.replace('</head>', () => `<title>${title}</title></head>`);
  const described = descriptionTag.test(withTitle)
    ? withTitle.replace(descriptionTag, () => `<meta name="description" content="${description}" />`)
    : withTitle.replace('</head>', () => `<meta name="description" content="${description}" /></head>`);
  return described.replace('</head>', () => `    ${tags}\n  </head>`);
}
