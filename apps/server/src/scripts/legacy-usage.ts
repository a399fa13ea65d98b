// The legacy API's usage figures for planning its sunset (issue 29): `pnpm --filter @robomarket/server
// legacy-usage [--days 30] [--json]` prints, per legacy operation and caller (a user with their e-mail, a
// publishable key, a device, or anonymous), the calls, the failures (4xx/5xx answers) and the last call over the
// last N days (today included, UTC), then the totals per operation. `--json` prints the same for machines.
// Uses DATABASE_URL or DATA_DIR like the server (stop a PGlite server first: it holds the data folder).
import { parseArgs } from 'node:util';
import { type UsageLine, usageSince } from '../modules/legacy/index.ts';
import { withScriptDatabase } from './script-database.ts';

const usage = `Usage:
  legacy-usage [--days 30] [--json]   calls, failures and last call per legacy operation and caller`;

/** One operation's totals over every caller. */
interface OperationTotal {
  operation: string;
  calls: number;
  failures: number;
  callers: number;
  lastCalledAt: Date;
}

function totalsOf(lines: readonly UsageLine[]): OperationTotal[] {
  const totals = new Map<string, OperationTotal>();
  for (const line of lines) {
    const total = totals.get(line.operation);
    if (total === undefined) {
      totals.set(line.operation, {
        operation: line.operation,
        calls: line.calls,
        failures: line.failures,
        callers: 1,
        lastCalledAt: line.lastCalledAt,
      });
      continue;
    }
    total.calls += line.calls;
    total.failures += line.failures;
    total.callers += 1;
    if (line.lastCalledAt > total.lastCalledAt) total.lastCalledAt = line.lastCalledAt;
  }
  return [...totals.values()].sort((a, b) => b.calls - a.calls || a.operation.localeCompare(b.operation));
}

/** The first day (UTC midnight) of the last `days` days, today included. */
function firstDay(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * 86_400_000);
}

const callerText = (line: UsageLine) =>
  line.email === null ? line.caller : `${line.caller} (${line.email})`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: {
      days: { type: 'string', default: '30' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const days = Number(values.days);
  if (positionals.length > 0 || !/^[1-9][0-9]{0,3}$/.test(values.days) || days > 3660) {
    console.error('--days is a whole number from 1 to 3660.');
    console.error(usage);
    return 2;
  }
  const since = firstDay(new Date(), days);
  return withScriptDatabase(async ({ db, description }) => {
    const lines = await usageSince(db, since);
    const totals = totalsOf(lines);
    if (values.json) {
      console.log(JSON.stringify({ since: since.toISOString().slice(0, 10), days, lines, totals }, null, 2));
      return 0;
    }
    console.log(
      `Legacy API calls over the last ${days} days (since ${since.toISOString().slice(0, 10)}, ${description}):`,
    );
    if (lines.length === 0) {
      console.log('No legacy calls.');
      return 0;
    }
    for (const line of lines) {
      console.log(
        `${line.operation}  ${callerText(line)}  calls ${line.calls}  failures ${line.failures}  ` +
          `last ${line.lastCalledAt.toISOString()}`,
      );
    }
    console.log('Totals per operation:');
    for (const total of totals) {
      console.log(
        `${total.operation}  calls ${total.calls}  failures ${total.failures}  callers ${total.callers}  ` +
          `last ${total.lastCalledAt.toISOString()}`,
      );
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
