// The dead-letter list: platform admins see the jobs that failed every attempt and replay them; nobody else
// does (the authorization matrix covers every role); bad ids and cursors are 400s that change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobDefinition, ServerModule } from '../../plugins/openapi/operation.ts';
import { registerBusiness, type Session, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { expectError, signInPlatformAdmin } from '../../test/requests.ts';
import { serverModules } from '../index.ts';
import { enqueueJob, replayAllDeadJobs } from './index.ts';

const clock = testClock();
let healthy = false;
const flaky: JobDefinition = {
  async run() {
    if (!healthy) throw new Error('The mail server refused the connection');
  },
  maxAttempts: 1,
};
const probeModule = { name: 'probe', operations: {}, jobs: { 'test.flaky': flaky } } as ServerModule<'probe'>;
const testApp = useTestApp({ now: clock.now, modules: [...serverModules, probeModule] });
const { call } = testApp;

let admin: Session;
let seller: Session;
beforeAll(async () => {
  admin = await signInPlatformAdmin(testApp, clock.now());
  seller = await registerBusiness(testApp.app);
});

const jobState = async (id: string) =>
  (await testApp.database.db.query<{ state: string }>('SELECT state FROM jobs WHERE id = $1', [id]))[0]
    ?.state;

describe('the dead-letter list', () => {
  it('shows a platform admin the dead jobs with their last error, never their payload, and the counts', async () => {
    healthy = false;
    await enqueueJob(testApp.database.db, 'test.flaky', { to: 'private@example.com' }, clock.now(), {
      maxAttempts: 1,
    });
    await testApp.runJobs();
    const response = await call('GET', '/v2/admin/jobs', admin);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.jobs).toHaveLength(1);
    expect(page.jobs[0]).toMatchObject({
      name: 'test.flaky',
      state: 'dead',
      attempts: 1,
      last_error: 'The mail server refused the connection',
    });
    expect(response.body).not.toContain('private@example.com');
    expect(page.counts.dead).toBe(1);
    expect(page.next_cursor).toBeNull();
  });

  it('replays a dead job: queued again, due now, and it runs', async () => {
    const [dead] = (await call('GET', '/v2/admin/jobs?state=dead', admin)).json().jobs;
    healthy = true;
    const response = await call('POST', `/v2/admin/jobs/${dead.id}/replay`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: dead.id, state: 'queued', attempts: 0, finished_at: null });
    await testApp.runJobs();
    expect(await jobState(dead.id)).toBe('done');
    expectError(await call('POST', `/v2/admin/jobs/${dead.id}/replay`, admin), 409, 'conflict');
    const done = (await call('GET', '/v2/admin/jobs?state=done', admin)).json();
    expect(done.jobs.map((job: { id: string }) => job.id)).toContain(dead.id);
  });

  it('refuses everyone but platform admins, and changes nothing', async () => {
    healthy = false;
    await enqueueJob(testApp.database.db, 'test.flaky', { n: 2 }, clock.now(), { maxAttempts: 1 });
    await testApp.runJobs();
    const [dead] = (await call('GET', '/v2/admin/jobs', admin)).json().jobs;
    expectError(await call('GET', '/v2/admin/jobs', seller), 403, 'forbidden');
    expectError(await call('POST', `/v2/admin/jobs/${dead.id}/replay`, seller), 403, 'forbidden');
    expectError(await call('POST', `/v2/admin/jobs/${dead.id}/replay`), 401, 'unauthenticated');
    expect(await jobState(dead.id)).toBe('dead');
  });

  it('answers 404 for a job that does not exist and 400 for what is not a job id or a cursor', async () => {
    expectError(await call('POST', '/v2/admin/jobs/999999999/replay', admin), 404, 'not_found');
    for (const id of ['0', '99999999999999999999999', 'abc', '1%00', '%E2%80%AE1', '-1']) {
      expectError(await call('POST', `/v2/admin/jobs/${id}/replay`, admin), 400, 'validation_failed');
    }
    for (const query of ['state=lost', 'cursor=abc', 'cursor=1%00', 'limit=1000000000000']) {
      expectError(await call('GET', `/v2/admin/jobs?${query}`, admin), 400, 'validation_failed');
    }
  });

  it('pages newest first, and replays every dead job at once (the `jobs replay --all` command)', async () => {
    healthy = false;
    for (let n = 10; n < 13; n++) {
      await enqueueJob(testApp.database.db, 'test.flaky', { n }, clock.now(), { maxAttempts: 1 });
    }
    await testApp.runJobs();
    const first = (await call('GET', '/v2/admin/jobs?limit=2', admin)).json();
    expect(first.jobs).toHaveLength(2);
    const second = (await call('GET', `/v2/admin/jobs?limit=2&cursor=${first.next_cursor}`, admin)).json();
    const ids = [...first.jobs, ...second.jobs].map((job: { id: string }) => Number(job.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    healthy = true;
    const replayed = await replayAllDeadJobs(testApp.database.db, clock.now());
    expect(replayed).toBe(ids.length);
    await testApp.runJobs();
    expect((await call('GET', '/v2/admin/jobs', admin)).json().counts.dead).toBe(0);
  });
});
