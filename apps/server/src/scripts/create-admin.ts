// Creates a platform admin: `pnpm admin:create --email ops@example.com`.
// The password comes from --password, else ADMIN_PASSWORD, else a prompt. Uses DATABASE_URL or DATA_DIR
// like the server (stop a PGlite server first: it holds the data folder). Exit codes: 0 done (or already an
// admin), 1 refused or failed, 2 bad usage.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { AdminCommandError, createAdmin } from '../modules/auth/index.ts';
import { withScriptDatabase } from './script-database.ts';

const usage = `Usage: pnpm admin:create --email <address> [--password <password>]
       [--first-name <name>] [--last-name <name>] [--promote]

Creates a platform admin. The password is read from --password, else ADMIN_PASSWORD, else asked for.
--promote makes an existing account with that e-mail an admin (its password is kept).
The database is the server's: DATABASE_URL, or PGlite in DATA_DIR.`;

/** Asks for the password without echoing it. */
async function prompt(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    return await new Promise<string>((resolve) => {
      rl.question(question, (answer) => resolve(answer));
      muted = true;
    });
  } finally {
    muted = false;
    rl.close();
    process.stdout.write('\n');
  }
}

async function main(): Promise<number> {
  let values: ReturnType<typeof parseOptions>;
  try {
    values = parseOptions();
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (values.email === undefined) {
    console.error(`--email is required.\n\n${usage}`);
    return 2;
  }
  let password = values.password ?? (process.env.ADMIN_PASSWORD || undefined);
  if (password === undefined && !values.promote && process.stdin.isTTY) {
    password = await prompt(`Password for ${values.email}: `);
  }

  const email = values.email;
  const promote = values.promote;
  return withScriptDatabase(async (database) => {
    try {
      const outcome = await createAdmin(
        database.db,
        {
          email,
          password,
          firstName: values['first-name'],
          lastName: values['last-name'],
          promote,
        },
        new Date(),
      );
      const normalised = email.trim().toLowerCase();
      const messages = {
        created: `Created the admin ${normalised} (${database.description}).`,
        promoted: `${normalised} is now an admin (${database.description}).`,
        'already-admin': `${normalised} is already an admin; nothing changed.`,
      };
      console.log(messages[outcome]);
      return 0;
    } catch (error) {
      if (error instanceof AdminCommandError) {
        console.error(error.message);
        return 1;
      }
      throw error;
    }
  });
}

function parseOptions() {
  return parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      promote: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  }).values;
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
