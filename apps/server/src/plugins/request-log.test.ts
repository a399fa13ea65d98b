import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { prettyLogStream } from './log-format.ts';

/** A pino destination that keeps every log line, parsed. */
function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { stream, lines };
}

const token = 'eyJhbGciOiJIUzI1NiJ9.secret-access-token.signature';

describe('request logs', () => {
  it('write one JSON line per request when it completes: request id, method, url, status and time', async () => {
    const logs = captureLogs();
    const testApp = await createTestApp({ logger: { level: 'info', stream: logs.stream } });
    try {
      await testApp.app.inject({
        method: 'GET',
        url: '/v2/products?limit=5',
        headers: { authorization: `Bearer ${token}`, cookie: `auth-token=${token}` },
      });
      await testApp.app.inject({ method: 'GET', url: '/healthz' });
    } finally {
      await testApp.close();
    }
    const requests = logs.lines.filter((line) => line.reqId !== undefined);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/v2/products?limit=5' },
      res: { statusCode: 401 },
      responseTime: expect.any(Number),
    });
    expect(requests[1]).toMatchObject({ req: { method: 'GET', url: '/healthz' }, res: { statusCode: 200 } });
    expect(requests[0]?.reqId).not.toBe(requests[1]?.reqId);
    const text = JSON.stringify(logs.lines);
    expect(text).not.toContain('incoming request');
    expect(text).not.toContain('secret-access-token');
  });

  it('show a request’s arrival at the debug level', async () => {
    const logs = captureLogs();
    const testApp = await createTestApp({ logger: { level: 'debug', stream: logs.stream } });
    try {
      await testApp.app.inject({ method: 'GET', url: '/healthz' });
    } finally {
      await testApp.close();
    }
    const messages = logs.lines.filter((line) => line.reqId !== undefined).map((line) => line.msg);
    expect(messages).toEqual(['incoming request', 'request completed']);
  });

  it('read as one line per request in the pretty format', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    const testApp = await createTestApp({
      logger: { level: 'info', stream: prettyLogStream(out, { colors: false }) },
    });
    try {
      await testApp.app.inject({ method: 'GET', url: '/v2/workflows?limit=5' });
      await testApp.app.inject({ method: 'GET', url: '/nowhere' });
    } finally {
      await testApp.close();
    }
    const lines = chunks.join('').split('\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d GET {4}\/v2\/workflows\?limit=5 401 \d+(\.\d)? ms$/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d GET {4}\/nowhere 404 /);
  });
});
