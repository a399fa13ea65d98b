import type { components } from '@robomarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCurrentUser, errorBody, meHandler, signedInCookies, USER_ID } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

type Schemas = components['schemas'];

const SLOW = { timeout: 10_000 };
const admin = aCurrentUser({ role: 'admin', user_type: 'CUSTOMER' });
const deadJob: Schemas['Job'] = {
  id: '42',
  name: 'mail.deliver',
  key: null,
  state: 'dead',
  attempts: 5,
  max_attempts: 5,
  run_at: '2026-03-11T09:00:00Z',
  created_at: '2026-03-11T08:00:00Z',
  finished_at: '2026-03-11T09:00:00Z',
  last_error: 'connect ECONNREFUSED 127.0.0.1:587',
};
const counts = (dead: number): Schemas['JobCounts'] => ({ queued: 0, running: 0, done: 7, dead });

describe('/admin/jobs', { timeout: 30_000 }, () => {
  it('lists the dead jobs for a platform admin, who replays one: the list loads again without it', async () => {
    let jobs: Schemas['Job'][] = [deadJob];
    const replays: string[] = [];
    const lists: string[] = [];
    server.use(
      meHandler(admin),
      http.get('*/v2/admin/jobs', ({ request }) => {
        lists.push(new URL(request.url).search);
        return HttpResponse.json({
          jobs,
          counts: counts(jobs.length),
          next_cursor: null,
        } satisfies Schemas['JobPage']);
      }),
      http.post('*/v2/admin/jobs/:jobId/replay', ({ params }) => {
        replays.push(String(params.jobId));
        jobs = [];
        return HttpResponse.json({ ...deadJob, state: 'queued', attempts: 0, finished_at: null });
      }),
    );
    const { user } = renderApp('/admin/jobs', { cookies: signedInCookies() });
    const table = await screen.findByRole('table', { name: 'Dead jobs' }, SLOW);
    expect(await within(table).findByText('connect ECONNREFUSED 127.0.0.1:587', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Dead: 1')).toBeTruthy();
    expect(lists[0]).toContain('state=dead');
    await user.click(within(table).getByRole('button', { name: 'Replay job 42' }));
    await waitFor(() => expect(replays).toEqual(['42']));
    expect(await screen.findByText('No dead jobs', {}, SLOW)).toBeTruthy();
    expect(await screen.findByText('Job queued again', {}, SLOW)).toBeTruthy();
  });

  it('shows a refused replay and keeps the job listed', async () => {
    server.use(
      meHandler(admin),
      http.get('*/v2/admin/jobs', () =>
        HttpResponse.json({ jobs: [deadJob], counts: counts(1), next_cursor: null }),
      ),
      http.post('*/v2/admin/jobs/:jobId/replay', () =>
        HttpResponse.json(
          errorBody('conflict', 'Only a dead job is replayed; this one is waiting, running or done'),
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp('/admin/jobs', { cookies: signedInCookies() });
    await user.click(await screen.findByRole('button', { name: 'Replay job 42' }, SLOW));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('Only a dead job is replayed');
    expect(screen.getByRole('button', { name: 'Replay job 42' })).toBeTruthy();
  });

  it('says when nothing is dead, and when the list fails to load', async () => {
    let fail = true;
    server.use(
      meHandler(admin),
      http.get('*/v2/admin/jobs', () =>
        fail
          ? HttpResponse.json(errorBody('forbidden', 'Only platform admins see and replay jobs'), {
              status: 403,
            })
          : HttpResponse.json({ jobs: [], counts: counts(0), next_cursor: null }),
      ),
    );
    const { user } = renderApp('/admin/jobs', { cookies: signedInCookies() });
    expect(await screen.findByText('Only platform admins see and replay jobs', {}, SLOW)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No dead jobs', {}, SLOW)).toBeTruthy();
  });

  it('turns away a signed-in user who is not an admin without asking the server', async () => {
    const lists: string[] = [];
    server.use(
      meHandler(aCurrentUser({ id: USER_ID })),
      http.get('*/v2/admin/jobs', ({ request }) => {
        lists.push(request.url);
        return HttpResponse.json({ jobs: [], counts: counts(0), next_cursor: null });
      }),
    );
    renderApp('/admin/jobs', { cookies: signedInCookies() });
    expect(await screen.findByText('This page is only for platform admins.', {}, SLOW)).toBeTruthy();
    expect(lists).toEqual([]);
  });
});
