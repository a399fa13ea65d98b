import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { chooseLogFormat, PrettyLogFormatter, prettyLogStream, useLogColors } from './log-format.ts';
import { withLogRedaction } from './log-redaction.ts';

/** What a terminal would show: everything written to `out`, as lines. */
function terminal() {
  const out = new PassThrough();
  const chunks: string[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  return { out, lines: () => chunks.join('').split('\n').filter(Boolean), text: () => chunks.join('') };
}

const esc = String.fromCharCode(27);
/** An ANSI colour code. */
const ansi = new RegExp(`${esc}\\[[0-9;]*m`);

describe('which log format the server writes', () => {
  it.each([
    { env: {}, terminal: true, format: 'pretty' },
    { env: {}, terminal: false, format: 'json' },
    { env: { CI: 'true' }, terminal: true, format: 'json' },
    { env: { CI: '1' }, terminal: true, format: 'json' },
    { env: { CI: 'false' }, terminal: true, format: 'pretty' },
    { env: { LOG_FORMAT: 'json' }, terminal: true, format: 'json' },
    { env: { LOG_FORMAT: 'pretty' }, terminal: false, format: 'pretty' },
    { env: { LOG_FORMAT: 'pretty', CI: 'true' }, terminal: false, format: 'pretty' },
    { env: { LOG_FORMAT: '' }, terminal: false, format: 'json' },
  ])('$env on a terminal: $terminal → $format', ({ env, terminal, format }) => {
    expect(chooseLogFormat(env, terminal)).toBe(format);
  });

  it('refuses an unknown LOG_FORMAT, naming the variable', () => {
    expect(() => chooseLogFormat({ LOG_FORMAT: 'yaml' }, true)).toThrow(
      'LOG_FORMAT must be json or pretty, got "yaml"',
    );
  });

  it.each([
    { env: {}, terminal: true, colors: true },
    { env: {}, terminal: false, colors: false },
    { env: { NO_COLOR: '1' }, terminal: true, colors: false },
    { env: { FORCE_COLOR: '1' }, terminal: false, colors: true },
    { env: { FORCE_COLOR: '0' }, terminal: false, colors: false },
  ])('colours with $env on a terminal: $terminal → $colors', ({ env, terminal, colors }) => {
    expect(useLogColors(env, terminal)).toBe(colors);
  });
});

describe('the pretty format', () => {
  async function appWritingTo(colors: boolean) {
    const screen = terminal();
    const app = Fastify({
      logger: withLogRedaction({ level: 'info', stream: prettyLogStream(screen.out, { colors }) }),
    });
    app.get('/v2/products', async () => ({ products: [] }));
    app.post('/v2/auth/login', async (request, reply) => {
      request.log.warn({ attempt: request.body }, 'Sign-in refused');
      return reply.code(401).send({ code: 'unauthenticated', message: 'Wrong e-mail or password' });
    });
    app.get('/boom', async () => {
      throw Object.assign(new Error('insert failed'), {
        code: '23505',
        params: ['private.person@example.com'],
        detail: 'Key (email)=(private.person@example.com) already exists.',
      });
    });
    return { app, screen };
  }

  it('writes one line per request: method, path, status and time', async () => {
    const { app, screen } = await appWritingTo(false);
    await app.inject({ method: 'GET', url: '/v2/products?limit=5' });
    await app.inject({ method: 'GET', url: '/nowhere' });
    await app.close();
    const requestLines = screen.lines().filter((line) => /^\S+ (GET|POST) /.test(line));
    expect(requestLines).toHaveLength(2);
    expect(requestLines[0]).toMatch(/^\d\d:\d\d:\d\d GET {4}\/v2\/products\?limit=5 200 \d+(\.\d)? ms$/);
    expect(requestLines[1]).toMatch(/^\d\d:\d\d:\d\d GET {4}\/nowhere 404 /);
    expect(screen.text()).not.toContain('incoming request');
    expect(screen.text()).not.toContain('{"level"');
    expect(screen.text()).not.toMatch(ansi);
  });

  it('colours the status by class when asked', async () => {
    const { app, screen } = await appWritingTo(true);
    await app.inject({ method: 'GET', url: '/v2/products' });
    await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    const lines = screen.lines();
    expect(lines.find((line) => line.includes('/v2/products'))).toContain(`${esc}[32m200`);
    expect(lines.find((line) => line.includes('/boom'))).toContain(`${esc}[31m500`);
  });

  it('keeps the redaction: no passwords, e-mails, query parameters or failing rows', async () => {
    const { app, screen } = await appWritingTo(false);
    await app.inject({
      method: 'POST',
      url: '/v2/auth/login',
      payload: { email: 'private.person@example.com', password: 'correct horse battery' },
    });
    await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    const text = screen.text();
    expect(text).toMatch(/WARN {2}Sign-in refused .*"password":"\[Redacted\]"/);
    expect(text).toMatch(/ERROR .*\n {2}Error: insert failed \{"code":"23505"/);
    expect(text).toMatch(/POST {3}\/v2\/auth\/login 401/);
    for (const secret of [
      'private.person',
      'correct horse battery',
      'already exists',
      '"params"',
      '"detail"',
    ])
      expect(text).not.toContain(secret);
  });

  it('joins lines split across writes and passes lines that are not JSON through', async () => {
    const screen = terminal();
    const stream = prettyLogStream(screen.out, { colors: false });
    stream.write('{"level":40,"time":0,"msg":"Disk ');
    stream.write('almost full","free_mb":12}\nnot json at all\n');
    await new Promise<void>((resolve) => stream.end(resolve));
    const [first, second] = screen.lines();
    expect(first).toMatch(/^\d\d:\d\d:\d\d WARN {2}Disk almost full \{"free_mb":12\}$/);
    expect(second).toBe('not json at all');
  });

  it('forgets requests that never complete, past a thousand', () => {
    const formatter = new PrettyLogFormatter({ colors: false });
    for (let i = 0; i < 1500; i += 1)
      formatter.format({ msg: 'incoming request', reqId: `req-${i}`, req: { method: 'GET', url: `/${i}` } });
    expect(formatter.format({ reqId: 'req-0', res: { statusCode: 200 }, responseTime: 1 })).toMatch(
      /\? +\? 200/,
    );
    expect(formatter.format({ reqId: 'req-1499', res: { statusCode: 200 }, responseTime: 1 })).toContain(
      'GET    /1499 200',
    );
  });
});
