// The address people reach the server at (`PUBLIC_URL`): links in mails are absolute, made from it.

/** The public URL when none is configured: this machine on the server's port. */
export const defaultPublicUrl = (port = 8787): string => `http://localhost:${port}`;

let current = defaultPublicUrl();

/**
 * The server's public base URL without a trailing slash: the configured one (`PUBLIC_URL`, handed to the mail
 * module as `publicUrl`) once the mail module started, `http://localhost:8787` before.
 */
export function publicUrl(): string {
  return current;
}

/** Sets the public base URL (the mail module's `start` does, from its options). */
export function setPublicUrl(url: string): void {
  current = url.replace(/\/+$/, '');
}

/** `path` (starting with `/`) on the server's public base URL: `absoluteUrl('/rfps/1')`. */
export function absoluteUrl(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//'))
    throw new Error(`absoluteUrl takes a path starting with one "/", got "${path}"`);
  return `${current}${path}`;
}
