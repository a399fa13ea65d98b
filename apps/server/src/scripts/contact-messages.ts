// Prints the latest messages from the About page's contact form: `pnpm contact:list [--limit 20]`.
// Uses DATABASE_URL or DATA_DIR like the server (stop a PGlite server first: it holds the data folder).
import { parseArgs } from 'node:util';
import { latestContactMessages } from '../modules/site/index.ts';
import { withScriptDatabase } from './script-database.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { limit: { type: 'string', default: '20' } }, strict: true });
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    console.error('--limit is a whole number from 1 to 1000.');
    return 2;
  }
  return withScriptDatabase(async (database) => {
    const messages = await latestContactMessages(database.db, limit);
    if (messages.length === 0) console.log(`No contact messages (${database.description}).`);
    for (const message of messages) {
      console.log(`${message.receivedAt.toISOString()}  ${message.name} <${message.email}>  ${message.id}`);
      console.log(`${message.message.replace(/^/gm, '    ')}\n`);
    }
    return 0;
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);
