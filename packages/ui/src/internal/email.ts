// Native `type=email` validation accepts `user@host`; a waitlist address has to be reachable on the
// public internet, so the domain must also contain a dot.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
