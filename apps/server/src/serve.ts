import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { runPrimary, webConcurrency } from './cluster.ts';
import { type Config, readConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { type OpenDatabase, openDatabase } from './db/open.ts';
import { defaultStaticRoots } from './paths.ts';
import { bufferedLogDestination } from './plugins/log-destination.ts';
import { chooseLogFormat, type LogFormat, prettyLogStream, useLogColors } from './plugins/log-format.ts';

type SeedDemoData = typeof import('./demo/index.ts').seedDemoData;

async function main(): Promise<void> {
  let config: Config;
  let logFormat: LogFormat;
  try {
    config = readConfig();
    logFormat = chooseLogFormat(process.env, process.stdout.isTTY === true);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  let app: FastifyInstance | undefined;
  let database: OpenDatabase;
  const opening = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.poolMax,
    onError: (error) => app?.log.error({ err: error }, 'An idle database connection failed'),
  });
  // The server's modules load while PGlite compiles its WebAssembly (V8 does that on background threads).
  const loading = Promise.all([import('./app.ts'), import('./demo/index.ts')]);
  // Awaited below; a failure to load is thrown there, not reported as unhandled meanwhile.
  loading.catch(() => {});
  try {
    database = await opening;
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let seedDemoData: SeedDemoData;
  try {
    const [{ buildApp }, demoData] = await loading;
    seedDemoData = demoData.seedDemoData;
    app = await buildApp({
      db: database.db,
      staticRoots: defaultStaticRoots,
      logger: {
        level: config.logLevel,
        // On a terminal, one readable line per request; JSON lines otherwise (docs/operations.md).
        ...(logFormat === 'pretty'
          ? {
              stream: prettyLogStream(process.stdout, {
                colors: useLogColors(process.env, process.stdout.isTTY === true),
              }),
            }
          : { stream: bufferedLogDestination() }),
      },
      trustProxy: config.trustProxy,
      jwtSecret: config.jwtSecret,
      auth: { requireVerifiedEmail: config.requireVerifiedEmail },
      rateLimits: config.rateLimits,
      documentsDir: config.documentsDir,
      imagesDir: config.imagesDir,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      publicUrl: config.publicUrl,
      mqttPort: config.mqttPort,
      mqttHost: config.host,
      legacySunset: config.legacySunset,
      // Seeded below, once the server listens: health answers while the demo accounts are made.
      demoData: false,
    });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close();
    throw error;
  }
  const started = app;
  started.log.info(`Database: ${database.description}`);
  const seeding = !config.demoData
    ? Promise.resolve()
    : seedDemoData(database.db, new Date()).then(
        (created) => {
          if (created.length > 0)
            started.log.info({ accounts: created }, 'Created the demo accounts (see apps/server/README.md)');
        },
        (error: unknown) => started.log.error({ err: error }, 'The demo accounts could not be created'),
      );

  // Off the path to a healthy server: the next fresh data folder's spare copy (a failure only costs the next
  // fresh folder a copy).
  const preparing = database
    .afterStart()
    .catch((error: unknown) =>
      started.log.warn({ err: error }, 'The next data folder could not be prepared'),
    );

  const address = started.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  // With WEB_CONCURRENCY, the first worker speaks for all of them.
  if (cluster.isPrimary || cluster.worker?.id === 1) {
    console.info(`RoboMarket is running at http://${host}:${port}`);
    console.info(`API reference: http://${host}:${port}/docs`);
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C: do not wait any longer.
      process.exit(1);
    }
    stopping = true;
    started.log.info({ signal }, 'Shutting down');
    try {
      // Finish in-flight requests first, then close the database, then release the data folder.
      await started.close();
      await seeding;
      await preparing;
      await database.close();
      process.exit(0);
    } catch (error) {
      started.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Starts the server (or, with `WEB_CONCURRENCY`, its workers) as configured by the environment. */
export function start(): void {
  let workers: number;
  try {
    workers = webConcurrency();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (workers > 1 && cluster.isPrimary) {
    if (!process.env.DATABASE_URL) {
      console.error('WEB_CONCURRENCY needs DATABASE_URL: a PGlite data folder belongs to one process.');
      process.exit(1);
    }
    runPrimary(workers, (message) => console.error(message));
    return;
  }
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
