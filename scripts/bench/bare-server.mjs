// The ceiling `pnpm bench` compares the product with: a bare Fastify route answering the very bytes the
// product answers for `GET /v2/products?limit=20`, with no database, no auth and no serialisation.
// Usage: node scripts/bench/bare-server.mjs <port> <body file>
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// The server's own Fastify, so the ceiling runs the same version as the product.
const Fastify = createRequire(join(import.meta.dirname, '../../apps/server/package.json'))('fastify');

const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile ?? '');
const app = Fastify({ logger: false });
app.get('/v2/products', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
app.get('/healthz', (_request, reply) => reply.send({ status: 'ok' }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
