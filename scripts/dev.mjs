// `pnpm dev`: the API server and the reference app with hot reload, the app proxying API calls to the server.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8787';
const children = [
  spawn('node', ['--conditions=source', '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('pnpm', ['--filter', '@robomarket/reference', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
