import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { meHandler, signedInCookies } from '../test/auth-fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { aWorkflow, listWorkflowsHandler, metricsHandler, paymentsHandler } from '../test/workflow-fixtures';

const SLOW = { timeout: 10_000 };

describe('dashboard unread counts', { timeout: 30_000 }, () => {
  it('shows each active workflow’s unread messages, and nothing where all is read', async () => {
    server.use(
      meHandler(),
      metricsHandler(),
      paymentsHandler(),
      http.get('*/v2/offers', () => HttpResponse.json({ offers: [], next_cursor: null })),
      listWorkflowsHandler([
        aWorkflow({ unreadMessages: 3 }),
        aWorkflow({ id: '5b0c8e2a-1d3f-4a6b-9c7e-0a0b0c0d0e02', title: 'Spare grippers', unreadMessages: 0 }),
      ]),
    );
    renderApp('/dashboard', { cookies: signedInCookies() });
    const list = await screen.findByRole('region', { name: 'Active Workflows' }, SLOW);
    const rows = await within(list).findAllByRole('listitem', undefined, SLOW);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] ?? list).getByText('3 unread messages')).toBeTruthy();
    expect(rows[1]?.textContent).not.toContain('unread');
  });
});
