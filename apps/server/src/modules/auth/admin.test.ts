import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, seedDemoData } from '../../demo/index.ts';
import { accountRows, login, registerCustomer, testPassword } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { runScript } from '../../test/scripts.ts';
import { AdminCommandError, createAdmin } from './admin.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const now = () => new Date();

describe('createAdmin', () => {
  it('creates an admin who can sign in; running it again changes nothing', async () => {
    expect(
      await createAdmin(db(), { email: ' Ops@RoboMarket.test ', password: 'admin-password-1' }, now()),
    ).toBe('created');
    const session = await login(testApp.app, 'ops@robomarket.test', 'admin-password-1');
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({
      email: 'ops@robomarket.test',
      role: 'admin',
      user_type: 'CUSTOMER',
      first_name: 'Platform',
      last_name: 'Admin',
    });
    const before = await accountRows(db());
    expect(
      await createAdmin(db(), { email: 'ops@robomarket.test', password: 'other-password-2' }, now()),
    ).toBe('already-admin');
    expect(await accountRows(db())).toEqual(before);
    expect((await login(testApp.app, 'ops@robomarket.test', 'admin-password-1')).statusCode).toBe(200);
  });

  it('promotes an existing user only when asked', async () => {
    const { user } = await registerCustomer(testApp.app);
    await expect(
      createAdmin(db(), { email: user.email.toUpperCase(), password: testPassword }, now()),
    ).rejects.toThrow(
      `A customer account with ${user.email} already exists. Run again with --promote to make it an admin.`,
    );
    expect(await createAdmin(db(), { email: user.email, promote: true }, now())).toBe('promoted');
    expect((await login(testApp.app, user.email, testPassword)).json().user.role).toBe('admin');
  });

  it('refuses a weak password, a missing one and a bad address, writing nothing', async () => {
    const before = await accountRows(db());
    for (const input of [
      { email: 'weak@robomarket.test', password: 'password' },
      { email: 'nopass@robomarket.test' },
      { email: 'not-an-address', password: 'admin-password-1' },
    ]) {
      await expect(createAdmin(db(), input, now())).rejects.toBeInstanceOf(AdminCommandError);
    }
    expect(await accountRows(db())).toEqual(before);
  });
});

describe('seedDemoData', () => {
  it('creates nothing when the database has marketplace users; the app builds without demo data by default', async () => {
    await registerCustomer(testApp.app);
    const before = await accountRows(db());
    expect(before.users).toBeGreaterThan(0);
    expect(await seedDemoData(db(), now())).toEqual([]);
    expect(await accountRows(db())).toEqual(before);
    expect((await login(testApp.app, 'buyer@robomarket.dev', demoPassword)).statusCode).toBe(401);
  });
});

const run = (args: string[], env: NodeJS.ProcessEnv) => runScript('create-admin.ts', args, env);

describe('the create-admin command and the demo data of a fresh install', () => {
  it('creates an admin in the server’s data folder, and says so when run again', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'robomarket-admin-'));
    try {
      // Always PGlite in a folder of its own: the command must not touch a shared PostgreSQL.
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'admin-password-1',
      };
      delete env.DATABASE_URL;
      const usage = await run([], env);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('--email is required');

      const first = await run(['--email', 'Root@Example.com'], env);
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(/^Created the admin root@example\.com \(PGlite in /);

      const again = await run(['--email', 'root@example.com', '--password', 'ignored-password-2'], env);
      expect(again.code).toBe(0);
      expect(again.stdout.trim()).toBe('root@example.com is already an admin; nothing changed.');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // Three processes, each opening PGlite and running every migration: slow on a busy two-core machine.
  }, 90_000);
});

describe('demo data', () => {
  it('seeds the buyer and the sellers through sign-up into an empty database', async () => {
    const fresh = await createTestApp({ demoData: true });
    try {
      const buyer = await login(fresh.app, demoAccounts[0]?.email ?? '', demoPassword);
      expect(buyer.statusCode).toBe(200);
      expect(buyer.json().user).toMatchObject({
        email: 'buyer@robomarket.dev',
        role: 'customer',
        user_type: 'CUSTOMER',
      });
      const seller = await login(fresh.app, 'seller@robomarket.dev', demoPassword);
      expect(seller.json().user).toMatchObject({ role: 'parent_dealership', user_type: 'BUSINESS' });
      expect(seller.json().memberships).toEqual([
        expect.objectContaining({ role: 'ADMIN', name: 'Demo Robotics Dealer' }),
      ]);
      // The buyer, and the demo sellers with a business each (demo/products.test.ts checks them all).
      expect(await accountRows(fresh.database.db)).toMatchObject({ users: 6, businesses: 5, members: 5 });
      expect(await seedDemoData(fresh.database.db, now())).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('seeds a data folder whose only user is a platform admin made before the first start', async () => {
    const fresh = await createTestApp();
    try {
      await createAdmin(fresh.database.db, { email: 'ops@robomarket.test', password: testPassword }, now());
      const created = await seedDemoData(fresh.database.db, now());
      expect(created).toContain('buyer@robomarket.dev');
      expect((await login(fresh.app, 'buyer@robomarket.dev', demoPassword)).statusCode).toBe(200);
      // The admin is kept as it was, and a second start seeds nothing more.
      expect((await login(fresh.app, 'ops@robomarket.test', testPassword)).json().user.role).toBe('admin');
      expect(await seedDemoData(fresh.database.db, now())).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
