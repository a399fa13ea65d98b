const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** An unsigned JWT whose `exp` lies the given number of seconds from now (the client never verifies it). */
export function makeAccessToken(expiresInSeconds: number, sub = 'user-1', tag = ''): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ sub, exp, tag }));
  return `${header}.${payload}.signature`;
}
