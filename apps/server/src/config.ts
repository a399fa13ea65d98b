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
  /**
   * `REQUIRE_EMAIL_VERIFICATION`: whether an account confirms its e-mail before it pays or awards; on unless
   * `0` or `false` (ADR 0097).
   */
  requireVerifiedEmail: boolean;
  /**
   * `SMTP_URL`: the SMTP server mail is delivered to (`smtp://user:pass@host:587`, `smtps://...:465`). Unset:
   * mail is only kept in the outbox and shown at the local inbox `/dev/mail`.
   */
  smtpUrl: string | undefined;
  /** `MAIL_FROM`: the sender of every mail, default `RoboMarket <no-reply@robomarket.example>`. */
  mailFrom: string;
  /** `PUBLIC_URL`: the address people reach the server at, for links in mails; default `http://localhost:{PORT}`. */
  publicUrl: string;
  /**
   * `MQTT_PORT`: the port of the embedded MQTT broker devices may post points through (on `HOST`, e.g. 1883);
   * unset by default: no broker.
   */
  mqttPort: number | undefined;
  /**
   * `LEGACY_SUNSET`: the day (`YYYY-MM-DD`, UTC) after which the legacy API generation may stop answering,
   * sent in its `Sunset` header; default 2027-12-01.
   */
  legacySunset: Date | undefined;
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
  const mqttPort = env.MQTT_PORT === undefined || env.MQTT_PORT === '' ? undefined : Number(env.MQTT_PORT);
  if (mqttPort !== undefined && (!Number.isInteger(mqttPort) || mqttPort < 1 || mqttPort > 65_535)) {
    throw new Error(`MQTT_PORT must be a port number (1-65535), got "${env.MQTT_PORT}"`);
  }
  const legacySunset = readDay(env.LEGACY_SUNSET, 'LEGACY_SUNSET');
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
    requireVerifiedEmail:
      env.REQUIRE_EMAIL_VERIFICATION !== '0' && env.REQUIRE_EMAIL_VERIFICATION !== 'false',
    ...readMailSettings(env, port),
    mqttPort,
    legacySunset,
  };
}

/** A `YYYY-MM-DD` day (UTC midnight), or undefined when unset; throws naming the variable when unusable. */
function readDay(value: string | undefined, name: string): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : undefined;
  if (day === undefined || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    throw new Error(`${name} must be a day as YYYY-MM-DD, got "${value}"`);
  }
  return day;
}

/** `SMTP_URL`, `MAIL_FROM` and `PUBLIC_URL` (ADR 0095), checked. */
function readMailSettings(
  env: NodeJS.ProcessEnv,
  port: number,
): Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicUrl'> {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl !== undefined && !isUrl(smtpUrl, ['smtp:', 'smtps:'])) {
    throw new Error(`SMTP_URL must be an smtp:// or smtps:// address, got "${smtpUrl}"`);
  }
  const mailFrom = env.MAIL_FROM || defaultMailFrom;
  if (!isMailFrom(mailFrom)) {
    throw new Error(
      `MAIL_FROM must be an address like "RoboMarket <no-reply@example.com>", got "${mailFrom}"`,
    );
  }
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!isUrl(publicUrl, ['http:', 'https:'])) {
    throw new Error(`PUBLIC_URL must be an http:// or https:// address, got "${env.PUBLIC_URL}"`);
  }
  return { smtpUrl, mailFrom, publicUrl };
}

/** The sender when `MAIL_FROM` is unset. */
const defaultMailFrom = 'RoboMarket <no-reply@robomarket.example>';

/** `address@host` or `Name <address@host>`, on one line. */
const isMailFrom = (value: string): boolean =>
  /^(?:[^<>\p{Cc}]{1,100} <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/u.test(value);

function isUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol) && !/\s/.test(value);
  } catch {
    return false;
  }
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
