import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import * as workflowsDoor from './index.ts';
import { applyWorkflowEvent, insertWorkflow, onWorkflowEvent, type WorkflowRow } from './index.ts';

// `applyWorkflowEvent` is the only way to move a workflow: it checks the state machine, records the step,
// and lets the owners of what follows a workflow react in hooks, all in one transaction.

let database: TestDatabase;
let buyerId: string;
const now = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, user_type, role, created_at, updated_at)
     VALUES ('mover@example.com', 'x', 'Mo', 'Ver', 'CUSTOMER', 'customer', $1, $1) RETURNING id`,
    [now],
  );
  buyerId = user?.id ?? '';
});
afterAll(() => database.close());

const newWorkflow = () =>
  database.db.transaction((tx) =>
    insertWorkflow(
      tx,
      {
        buyerId,
        businessId: null,
        title: 'Pickers',
        description: 'Twelve pickers',
        requestType: 'RFP',
        currency: 'USD',
        budgetMinMinor: null,
        budgetMaxMinor: null,
        category: 'ROBOT',
        quantity: 12,
        details: {},
      },
      now,
    ),
  );

const steps = async (id: string) =>
  database.db.query<{ event: string; actor: string; from_status: string; to_status: string }>(
    'SELECT event, actor, from_status, to_status FROM workflow_steps WHERE workflow_id = $1 ORDER BY id',
    [id],
  );

describe('applyWorkflowEvent', () => {
  it('moves by the table, records each step and tells the hooks', async () => {
    const heard: string[] = [];
    onWorkflowEvent('rfp_submitted', async (_tx, move) => {
      heard.push(`${move.from}→${move.workflow.status} by ${move.actor}`);
    });
    const created = await newWorkflow();
    const moved = await database.db.transaction((tx) =>
      applyWorkflowEvent(tx, created, 'rfp_submitted', 'buyer', { now }),
    );
    expect(moved.status).toBe('MATCHING_SELLERS');
    expect(heard).toContain('REQUEST_CREATED→MATCHING_SELLERS by buyer');
    expect(await steps(created.id)).toEqual([
      {
        event: 'rfp_submitted',
        actor: 'buyer',
        from_status: 'REQUEST_CREATED',
        to_status: 'MATCHING_SELLERS',
      },
    ]);
  });

  it('refuses a move the table lacks with a 409 and writes nothing', async () => {
    const created = await newWorkflow();
    const refused = database.db.transaction((tx) =>
      applyWorkflowEvent(tx, created, 'escrow_released', 'buyer', { now, refusal: 'Not in progress' }),
    );
    await expect(refused).rejects.toMatchObject({ statusCode: 409, message: 'Not in progress' });
    await expect(
      database.db.transaction((tx) => applyWorkflowEvent(tx, created, 'rfp_submitted', 'seller', { now })),
    ).rejects.toBeInstanceOf(ApiError);
    const [row] = await database.db.query<WorkflowRow>('SELECT status FROM workflows WHERE id = $1', [
      created.id,
    ]);
    expect(row?.status).toBe('REQUEST_CREATED');
    expect(await steps(created.id)).toEqual([]);
  });

  it('undoes the move when a hook refuses it', async () => {
    onWorkflowEvent('cancelled', async (_tx, move) => {
      if (move.workflow.title === 'Refused by a hook')
        throw new ApiError(409, 'conflict', 'Funds are moving');
    });
    const created = await newWorkflow();
    await database.db.query("UPDATE workflows SET title = 'Refused by a hook' WHERE id = $1", [created.id]);
    await expect(
      database.db.transaction((tx) => applyWorkflowEvent(tx, created, 'cancelled', 'buyer', { now })),
    ).rejects.toMatchObject({ message: 'Funds are moving' });
    expect(await steps(created.id)).toEqual([]);
  });
});

describe('no other way to set a status', () => {
  const src = join(import.meta.dirname, '../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    });

  it('exports no raw status write from the workflows module', () => {
    const exported = Object.keys(workflowsDoor);
    expect(exported).toContain('applyWorkflowEvent');
    expect(
      exported.filter((name) => /^(set|update|move)\w*(Status|Row)$|^moveWorkflowRow$/.test(name)),
    ).toEqual([]);
  });

  it("writes a workflow's status in one statement, called only by applyWorkflowEvent", () => {
    const writers: string[] = [];
    const callers: string[] = [];
    for (const file of sources(src)) {
      const text = readFileSync(file, 'utf8');
      const path = relative(src, file);
      for (const statement of text.matchAll(/UPDATE workflows[^`']*/g)) {
        if (/\bstatus\s*=/.test(statement[0])) writers.push(path);
      }
      if (/\bmoveWorkflowRow\(/.test(text)) callers.push(path);
    }
    expect(writers).toEqual(['modules/workflows/repository.ts']);
    expect(callers.sort()).toEqual(['modules/workflows/events.ts', 'modules/workflows/repository.ts']);
  });
});
