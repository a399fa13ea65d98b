#!/usr/bin/env node
// Runs a command against a real PostgreSQL: `node scripts/with-postgres.mjs <command...>`.
//
// With DATABASE_URL set, the command runs against that server. Otherwise this script finds Debian's
// PostgreSQL binaries (/usr/lib/postgresql/<version>/bin), installing the `postgresql` package with apt
// when they are missing, creates a throw-away cluster in /tmp/robomarket-pg-<port> (owned by the
// postgres user, socket in the same folder), starts it on its own port (WITH_POSTGRES_PORT, default
// 54329), creates the `robomarket` database, runs the command with DATABASE_URL pointing at it, then stops
// the server, removes the folder and exits with the command's exit code.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const pgRoot = '/usr/lib/postgresql';
const log = (message) => console.error(`[with-postgres] ${message}`);

function fail(message) {
  log(message);
  process.exit(1);
}

/** Runs a command to completion; throws with its output when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    stdio: options.stdio ?? 'pipe',
    env: options.env,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const output = [result.stdout, result.stderr].filter(Boolean).join('\n').trim();
    throw new Error(
      `${command} ${args.join(' ')} exited with ${result.status}${output ? `:\n${output}` : ''}`,
    );
  }
  return result.stdout ?? '';
}

/** Runs a command until it exits; resolves with the exit code to pass on. */
function runCommand(argv, env) {
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), { stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      log(`Could not run ${argv[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      const signals = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
      resolve(code ?? 128 + (signals[signal] ?? 1));
    });
  });
}

/** The newest Debian PostgreSQL bin folder, or undefined. */
function findBinaries() {
  if (!existsSync(pgRoot)) return undefined;
  const versions = readdirSync(pgRoot)
    .filter((name) => /^\d+(\.\d+)?$/.test(name) && existsSync(join(pgRoot, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(pgRoot, versions[0], 'bin') : undefined;
}

function install() {
  if (process.getuid?.() !== 0) {
    fail('PostgreSQL is not installed. Install it (apt-get install -y postgresql) or set DATABASE_URL.');
  }
  log('PostgreSQL is not installed; installing it with apt-get (this takes a minute)');
  // Only the private cluster below is wanted: keep the package from creating and starting its own.
  mkdirSync('/etc/postgresql-common/createcluster.d', { recursive: true });
  writeFileSync('/etc/postgresql-common/createcluster.d/robomarket.conf', 'create_main_cluster = false\n');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { stdio: ['ignore', 2, 2], env });
  run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: ['ignore', 2, 2],
    env,
  });
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.length === 0) {
    console.error('Usage: node scripts/with-postgres.mjs <command> [args...]');
    process.exit(2);
  }
  if (process.env.DATABASE_URL) {
    log('Using DATABASE_URL from the environment');
    process.exit(await runCommand(argv, process.env));
  }

  const port = Number(process.env.WITH_POSTGRES_PORT || 54329);
  if (!Number.isInteger(port) || port < 1024 || port > 65_535)
    fail('WITH_POSTGRES_PORT must be a port number');
  let bin = findBinaries();
  if (bin === undefined) {
    install();
    bin = findBinaries();
    if (bin === undefined) fail(`apt-get installed postgresql, but no binaries were found under ${pgRoot}`);
  }

  // initdb refuses to run as root: the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const pg = (tool, args) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args);

  const dir = `/tmp/robomarket-pg-${port}`;
  const data = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  if (existsSync(dir)) {
    // Left over from an interrupted run: stop whatever still runs there, then start afresh.
    if (existsSync(join(data, 'postmaster.pid'))) {
      try {
        pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already gone.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(dir, { mode: 0o700 });
  if (asRoot) {
    const uid = Number(run('id', ['-u', 'postgres']).trim());
    const gid = Number(run('id', ['-g', 'postgres']).trim());
    chownSync(dir, uid, gid);
  }

  let started = false;
  const cleanUp = () => {
    if (started) {
      try {
        pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        log(`Stopping PostgreSQL failed: ${error.message}`);
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  let code;
  try {
    log(`Starting PostgreSQL (${bin}) on port ${port} in ${dir}`);
    pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    // A throw-away cluster for tests: durability settings off for speed.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    try {
      pg('pg_ctl', ['-D', data, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
    } catch (error) {
      const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
      throw new Error(`${error.message}\n${tail}`);
    }
    started = true;
    pg('createdb', ['-h', dir, '-p', String(port), '-U', 'postgres', 'robomarket']);
    const databaseUrl = `postgresql://postgres@127.0.0.1:${port}/robomarket`;
    log(`DATABASE_URL=${databaseUrl}`);
    code = await runCommand(argv, { ...process.env, DATABASE_URL: databaseUrl });
  } catch (error) {
    log(error.message);
    code = 1;
  } finally {
    cleanUp();
  }
  process.exit(code);
}

main();
