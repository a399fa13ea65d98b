// A local SMTP server that keeps what it receives and shows it as JSON: point the server's `SMTP_URL` at it
// to see mail go through real SMTP (the journeys do). `SMTP_INBOX_PORT` (default 2525) is the SMTP port,
// `SMTP_INBOX_HTTP_PORT` (default 2526) answers `GET /mails.json?to=` (newest first, the shape of
// `/dev/mail.json`) and `GET /healthz`. Run: `pnpm --filter @robomarket/server mail:inbox`.
import { createServer } from 'node:http';
import { startSmtpServer } from '../test/smtp.ts';

const smtpPort = Number(process.env.SMTP_INBOX_PORT || 2525);
const httpPort = Number(process.env.SMTP_INBOX_HTTP_PORT || 2526);

const inbox = await startSmtpServer(smtpPort);

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/healthz') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname !== '/mails.json') {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const mails = inbox.received
    .filter(({ rcptTo }) => to === undefined || rcptTo.some((address) => address.toLowerCase() === to))
    .map(({ rcptTo, parsed }) => ({
      to: rcptTo.join(', '),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
    }))
    .reverse();
  response
    .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify({ mails }));
});
server.listen(httpPort, '127.0.0.1', () => {
  console.info(`SMTP inbox: smtp://127.0.0.1:${smtpPort}, mails at http://127.0.0.1:${httpPort}/mails.json`);
});

const stop = () => {
  server.close();
  inbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
