import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import type { RateLimit } from './lib/rate-limits.ts';
import { minimumSecretLength } from './modules/auth/index.ts';
import { repoRoot } from './paths.ts';

/** The server's settings, read from the environment. */
export interface Config {
  /** `PORT`, default 8787. */
  port: number;
  /** `HOST`, default 127.0.0.1 (this machine only); 0.0.0.0 listens on every interface, e.g. in a container. */
  host: string;
  /** `DATA_DIR`, default `.data` under the repository root; relative paths are taken from the repository root. */
  dataDir: string;
  /** `DOCUMENTS_DIR`, default `documents` inside the data folder; relative paths are taken from the repository root. */
  documentsDir: string;
  /** `IMAGES_DIR`, default `images` inside the data folder: uploaded product images; relative paths are taken from the repository root. */
  imagesDir: string;
  /** `DATABASE_URL`: PostgreSQL instead of PGlite when set. */
  databaseUrl: string | undefined;
  /** `LOG_LEVEL`, default info. */
  logLevel: string;
  /** `TRUST_PROXY=true` when a proxy in front sets `X-Forwarded-For`. */
  trustProxy: boolean;
  /** `JWT_SECRET`: the token signing secret; when unset one is generated once and kept in the database. */
  jwtSecret: string | undefined;
  /** `DEMO_DATA`: create the demo accounts in an empty database; on unless `0`. */
  demoData: boolean;
  /** `DATABASE_POOL_MAX`: most PostgreSQL connections this process opens; default from the CPU count. */
  poolMax: number;
  /**
   * `RATE_LIMITS`: limits replacing a module's default, as `name=hits/seconds` separated by commas (e.g.
   * `register=200/3600` for a test run that signs up many accounts from one address). Empty by default.
   */
  rateLimits: Record<string, RateLimit>;
}

/**
 * Connections per process when `DATABASE_POOL_MAX` is unset: enough to keep a database on this many cores
 * busy while the process waits on the network, few enough that several instances stay under PostgreSQL's
 * default `max_connections` (100).
 */
export const defaultPoolMax = (cores = availableParallelism()) => Math.min(32, Math.max(8, cores * 4));

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the configuration; throws a message naming the variable when a value is unusable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = env.PORT === undefined || env.PORT === '' ? 8787 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number (0-65535), got "${env.PORT}"`);
  }
  const logLevel = env.LOG_LEVEL || 'info';
  if (!logLevels.includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${logLevel}"`);
  }
  const dataDir = env.DATA_DIR || '.data';
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < minimumSecretLength) {
    throw new Error(`JWT_SECRET must be at least ${minimumSecretLength} characters long`);
  }
  const poolMax = env.DATABASE_POOL_MAX ? Number(env.DATABASE_POOL_MAX) : defaultPoolMax();
  if (!Number.isInteger(poolMax) || poolMax < 1 || poolMax > 1000) {
    throw new Error(
      `DATABASE_POOL_MAX must be a number of connections (1-1000), got "${env.DATABASE_POOL_MAX}"`,
    );
  }
  const dataPath = isAbsolute(dataDir) ? dataDir : resolve(join(repoRoot, dataDir));
  const documentsDir = env.DOCUMENTS_DIR || join(dataPath, 'documents');
  const imagesDir = env.IMAGES_DIR || join(dataPath, 'images');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: dataPath,
    documentsDir: isAbsolute(documentsDir) ? documentsDir : resolve(join(repoRoot, documentsDir)),
    imagesDir: isAbsolute(imagesDir) ? imagesDir : resolve(join(repoRoot, imagesDir)),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    jwtSecret,
    demoData: env.DEMO_DATA !== '0',
    poolMax,
    rateLimits: readRateLimits(env.RATE_LIMITS),
  };
}

const rateLimitEntry = /^([A-Za-z][\w-]*)=(\d{1,9})\/(\d{1,9})$/;

/** Parses `RATE_LIMITS` (`name=hits/seconds,...`); the names are checked against the modules at start. */
function readRateLimits(value: string | undefined): Record<string, RateLimit> {
  const limits: Record<string, RateLimit> = {};
  for (const entry of (value ?? '').split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const match = rateLimitEntry.exec(trimmed);
    const [, name, hits, seconds] = match ?? [];
    if (name === undefined || Number(hits) < 1 || Number(seconds) < 1) {
      throw new Error(`RATE_LIMITS must be name=hits/seconds entries separated by commas, got "${trimmed}"`);
    }
    limits[name] = { limit: Number(hits), windowMs: Number(seconds) * 1000 };
  }
  return limits;
}
