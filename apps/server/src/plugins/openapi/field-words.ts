/*
 * The sentence people read in a 400's `message`: the field named as a person would name it and what to do
 * about it ("Title must be at most 200 characters", "Min price must be an amount ..."), never a schema path.
 * The body's `error` keeps the path (`body/title ...`) and `fields` the field's pointer, for clients.
 */

/** One item of a list named in the plural: "images" → "image", "categories" → "category". */
function singular(word: string): string {
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/[^s]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * A field's path as a person would name it: `phone_number` → "Phone number", `minPrice` → "Min price",
 * `images/0` → "Image 1" (counted from 1), `structured_terms/payment_terms` → "Structured terms payment terms".
 */
export function humanFieldName(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  const words = segments
    .map((segment, index) => {
      if (/^\d+$/.test(segment)) return String(Number(segment) + 1);
      // camelCase and snake_case split into words; a name someone chose (a specification's key) keeps its case.
      const spaced = segment
        .replaceAll(
          /([a-z0-9])([A-Z])/g,
          (_, before: string, after: string) => `${before} ${after.toLowerCase()}`,
        )
        .replaceAll(/[_-]+/g, ' ');
      return /^\d+$/.test(segments[index + 1] ?? '') ? singular(spaced) : spaced;
    })
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where in the request a problem is: the body, the query string, the address (path) or a header. */
export type RequestPart = 'body' | 'querystring' | 'params' | 'headers' | 'request';

/** The sentence for a problem `words` ("must be at most 200 characters") with the field at `path` of `part`. */
export function problemSentence(part: RequestPart, path: string, words: string): string {
  if (path === '') {
    return part === 'body' ? `The request body ${words}` : `The request ${words}`;
  }
  switch (part) {
    case 'params':
      return `${humanFieldName(path)} in the address ${words}`;
    case 'headers':
      return `The ${path} header ${words}`;
    default:
      return `${humanFieldName(path)} ${words}`;
  }
}

const PARTS: Readonly<Record<string, RequestPart>> = {
  body: 'body',
  query: 'querystring',
  querystring: 'querystring',
  params: 'params',
  headers: 'headers',
};

/**
 * The sentence for a detail written as `<part>/<path> <words>` (`query/from must be a time ...`,
 * `body/name must not contain NUL characters`, `body is required`); undefined for any other detail.
 */
export function sentenceOfDetail(detail: string): string | undefined {
  const match = /^(body|query|querystring|params|headers)((?:\/[^\s]+)?) (.+)$/.exec(detail);
  if (match === null) return undefined;
  const [, part = '', path = '', words = ''] = match;
  const decoded = path
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('/');
  return problemSentence(PARTS[part] ?? 'request', decoded, words);
}
