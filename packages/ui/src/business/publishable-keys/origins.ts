/** The most origins one key carries (the contract's `maxItems`). */
export const MAX_ORIGINS = 10;

/** What is wrong with one typed origin, or undefined when it is an exact origin as browsers send it. */
function originProblem(origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return `${origin} is not an origin such as https://www.example.com`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `${origin} must start with http:// or https://`;
  if (url.username !== '' || url.password !== '') return `${origin} must not contain a user name or password`;
  if (origin.includes('*')) return `${origin}: wildcards are not allowed; list each site`;
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || origin.endsWith('/'))
    return `${origin} must not have a path; use ${url.origin}`;
  if (url.origin !== origin) return `${origin} must be written as ${url.origin}`;
  return undefined;
}

/** The typed origins (one per line, blank lines ignored), or the first problem with them, for people. */
export function parseOrigins(text: string): { origins: string[] } | { problem: string } {
  const origins = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (origins.length === 0) return { problem: 'Enter at least one origin, such as https://www.example.com' };
  if (origins.length > MAX_ORIGINS) return { problem: `A key allows at most ${MAX_ORIGINS} origins` };
  const seen = new Set<string>();
  for (const origin of origins) {
    const problem = originProblem(origin);
    if (problem !== undefined) return { problem };
    if (seen.has(origin)) return { problem: `${origin} is listed twice` };
    seen.add(origin);
  }
  return { origins };
}
