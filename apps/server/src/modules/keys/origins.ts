import type { FieldProblem } from '../../lib/api-error.ts';

/**
 * What is wrong with an allowed origin, or undefined when it is an exact origin as a browser sends it in
 * `Origin`: `http:` or `https:`, a host, an optional port, and nothing else. The contract's pattern already
 * refused paths and wildcards; this also refuses user names, upper case, default ports written out and
 * anything the URL parser would rewrite, by asking that the parser's own origin be the text itself.
 */
export function originProblem(origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return 'must be an origin such as https://www.example.com';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must start with http:// or https://';
  if (url.username !== '' || url.password !== '') return 'must not contain a user name or password';
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || origin.endsWith('/'))
    return 'must not have a path, such as https://www.example.com';
  if (url.origin !== origin) return `must be written as ${url.origin}`;
  return undefined;
}

/** The problems of a list of allowed origins, each named by its place in the body. */
export function originProblems(origins: readonly string[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  origins.forEach((origin, index) => {
    const field = `allowed_origins/${index}`;
    const problem = originProblem(origin);
    if (problem !== undefined) problems.push({ field, message: problem });
    else if (seen.has(origin)) problems.push({ field, message: 'is listed twice' });
    seen.add(origin);
  });
  return problems;
}
