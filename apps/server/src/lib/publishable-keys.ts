/** A live publishable key as the security check and CORS see it. */
export interface LiveKey {
  /** The key's id. */
  id: string;
  /** The business the key belongs to. */
  businessId: string;
  /** The exact origins whose pages may use it. */
  allowedOrigins: readonly string[];
}

/**
 * The publishable-key look-ups a process keeps (`modules/keys/key-cache.ts`), so that a keyed request costs no
 * database round trip on most requests. A revocation by this process is seen at once, one by another instance
 * within the cache's lifetime (5 s).
 */
export interface PublishableKeyLookups {
  /** The live key with this value, or undefined for an unknown or revoked one. */
  find(key: string, now: Date): Promise<LiveKey | undefined>;
  /** Whether some live key allows this origin: what a CORS preflight (which carries no key) can know. */
  anyAllows(origin: string, now: Date): Promise<boolean>;
  /** Forgets what was loaded, after a key was created or revoked here. */
  forgetAll(): void;
}
