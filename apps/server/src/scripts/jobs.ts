// The job queue for operators (ADR 0094): `pnpm --filter @robomarket/server jobs` prints the counts by state
// and the dead jobs; `jobs list [--state queued|running|done|dead] [--limit 20]`; `jobs replay <id>` puts one
// dead job back on the queue; `jobs replay --all` every dead job. Uses DATABASE_URL or DATA_DIR like the
// server (stop a PGlite server first: it holds the data folder; on PostgreSQL a running server picks a
// replayed job up at once).
import { parseArgs } from 'node:util';
import { type JobState, jobStateValues } from '@robomarket/api-client/enums';
import { countJobs, listJobs, replayAllDeadJobs, replayDeadJob } from '../modules/jobs/index.ts';
import { withScriptDatabase } from './script-database.ts';

const usage = `Usage:
  jobs                       counts by state, then the dead jobs
  jobs list [--state dead] [--limit 20]
  jobs replay <id>           puts a dead job back on the queue, due now
  jobs replay --all          replays every dead job`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: {
      state: { type: 'string', default: 'dead' },
      limit: { type: 'string', default: '20' },
      all: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    allowPositionals: true,
    strict: true,
  });
  const [command = 'summary', id, ...rest] = positionals;
  const limit = Number(values.limit);
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (rest.length > 0 || !['summary', 'list', 'replay'].includes(command)) {
    console.error(usage);
    return 2;
  }
  const isJobState = (value: string): value is JobState =>
    (jobStateValues as readonly string[]).includes(value);
  if (!isJobState(values.state)) {
    console.error(`--state is one of ${jobStateValues.join(', ')}; got "${values.state}".`);
    return 2;
  }
  const state: JobState = values.state;
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    console.error('--limit is a whole number from 1 to 1000.');
    return 2;
  }
  if (command === 'replay' && (values.all ? id !== undefined : !/^[1-9][0-9]{0,17}$/.test(id ?? ''))) {
    console.error('jobs replay takes one job id (a whole number) or --all.');
    return 2;
  }
  return withScriptDatabase(async ({ db, description }) => {
    if (command === 'replay') {
      if (values.all) {
        console.log(`Replayed ${await replayAllDeadJobs(db, new Date())} dead jobs (${description}).`);
        return 0;
      }
      const result = await replayDeadJob(db, id ?? '', new Date());
      if (result === 'not_found') {
        console.error(`No job ${id} (${description}).`);
        return 1;
      }
      if (result === 'not_dead') {
        console.error(`Job ${id} is not dead (waiting, running or done): nothing to replay.`);
        return 1;
      }
      console.log(`Job ${result.id} (${result.name}) is queued again, due now.`);
      return 0;
    }
    if (command === 'summary') {
      const counts = await countJobs(db);
      console.log(
        `Jobs (${description}): ${Object.entries(counts)
          .map(([name, count]) => `${count} ${name}`)
          .join(', ')}`,
      );
    }
    const jobs = await listJobs(db, state, limit);
    if (jobs.length === 0) console.log(`No ${state} jobs.`);
    for (const job of jobs) {
      console.log(
        `${job.id}  ${job.name}${job.key === null ? '' : ` [${job.key}]`}  ${job.state}  ` +
          `attempts ${job.attempts}/${job.max_attempts}  run at ${job.run_at.toISOString()}`,
      );
      if (job.last_error !== null) console.log(`    ${job.last_error.replace(/\s+/g, ' ')}`);
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
