// The local inbox for operators: every mail the outbox kept, newest first, as a page (`/dev/mail`, one mail
// at `/dev/mail/{id}` with its HTML part in a sandboxed frame and its text part) and as JSON
// (`/dev/mail.json?to=`). Served only when the server does not run in production (`NODE_ENV`), and only to
// this machine: the mails hold single-use links (password reset), so a server left outside production by
// mistake must not hand them to the network. Platform admins see the mail without bodies at
// `GET /v2/admin/mail`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Db } from '../../db/db.ts';

/** One kept mail as `/dev/mail.json` lists it. */
interface InboxMail {
  id: string;
  to: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const timestamp = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const columns = `id, to_address AS to, template, subject, text_body AS text, html_body AS html,
  ${timestamp('created_at')} AS created_at, ${timestamp('sent_at')} AS sent_at, last_error`;

/** The mails to `address` (any when null), newest first, at most 50. */
function listMails(db: Db, address: string | null): Promise<InboxMail[]> {
  return db.query<InboxMail>(
    `SELECT ${columns} FROM mail_outbox WHERE $1::text IS NULL OR lower(to_address) = lower($1)
     ORDER BY created_at DESC, id LIMIT 50`,
    [address],
  );
}

/** The `to` filter of a query: an address of a sane length, or none. */
function addressFilter(query: unknown): string | null {
  const { to } = (query ?? {}) as { to?: unknown };
  return typeof to === 'string' && to.length > 0 && to.length <= 320 ? to : null;
}

const state = (mail: InboxMail): string =>
  mail.sent_at !== null
    ? 'Delivered'
    : mail.last_error !== null
      ? `Not delivered yet: ${mail.last_error}`
      : 'Waiting';

function page(title: string, ...children: (ReactElement | null)[]): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    h(
      'html',
      { lang: 'en' },
      h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, `${title} · RoboMarket`)),
      h(
        'body',
        { style: { fontFamily: 'system-ui, sans-serif', color: '#1c2024', margin: 24, maxWidth: 960 } },
        h('h1', { style: { fontSize: 24 } }, title),
        ...children,
      ),
    ),
  )}`;
}

function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

function inboxPage(mails: InboxMail[], address: string | null): string {
  return page(
    'Local inbox',
    h(
      'p',
      null,
      'Every mail the server sent, newest first (at most 50). With SMTP_URL set they are also delivered over SMTP.',
    ),
    h(
      'form',
      { method: 'get', action: '/dev/mail', role: 'search' },
      h('label', { htmlFor: 'to' }, 'Recipient '),
      h('input', { id: 'to', name: 'to', type: 'email', defaultValue: address ?? '' }),
      ' ',
      h('button', { type: 'submit' }, 'Show'),
    ),
    mails.length === 0
      ? h('p', null, address === null ? 'No mail yet.' : `No mail to ${address} yet.`)
      : h(
          'table',
          { style: { borderCollapse: 'collapse', width: '100%', marginTop: 16 } },
          h(
            'thead',
            null,
            h(
              'tr',
              { style: { textAlign: 'left' } },
              h('th', null, 'Sent'),
              h('th', null, 'To'),
              h('th', null, 'Subject'),
              h('th', null, 'Delivery'),
            ),
          ),
          h(
            'tbody',
            null,
            ...mails.map((mail) =>
              h(
                'tr',
                { key: mail.id, style: { borderTop: '1px solid #dfe3e6' } },
                h('td', null, mail.created_at),
                h('td', null, mail.to),
                h('td', null, h('a', { href: `/dev/mail/${mail.id}` }, mail.subject)),
                h('td', null, state(mail)),
              ),
            ),
          ),
        ),
  );
}

function mailPage(mail: InboxMail): string {
  return page(
    mail.subject,
    h('p', null, h('a', { href: '/dev/mail' }, 'Back to the local inbox')),
    h(
      'dl',
      null,
      h('dt', null, 'To'),
      h('dd', null, mail.to),
      h('dt', null, 'Sent'),
      h('dd', null, mail.created_at),
      h('dt', null, 'Template'),
      h('dd', null, mail.template),
      h('dt', null, 'Delivery'),
      h('dd', null, state(mail)),
    ),
    h('h2', { style: { fontSize: 18 } }, 'HTML part'),
    // No scripts, no forms, no navigation of this page: the frame only shows the mail.
    h('iframe', {
      title: 'HTML part',
      sandbox: '',
      srcDoc: mail.html,
      style: { width: '100%', height: 480, border: '1px solid #dfe3e6' },
    }),
    h('h2', { style: { fontSize: 18 } }, 'Text part'),
    h(
      'pre',
      { style: { whiteSpace: 'pre-wrap', background: '#f8f9fa', padding: 12, border: '1px solid #dfe3e6' } },
      mail.text,
    ),
  );
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A request from this machine itself, not relayed by a proxy. */
const fromThisMachine = (request: FastifyRequest): boolean =>
  loopback.has(request.ip) &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

/**
 * Registers the local inbox unless in production (answered only to requests from this machine, 404 to
 * others): `GET /dev/mail` (the page, `?to=` filters), `GET
 * /dev/mail/{id}` (one mail) and `GET /dev/mail.json?to=` (the kept mails, newest first, at most 50).
 */
export function registerDevInbox(app: FastifyInstance, db: Db, env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === 'production') return;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/dev/mail') || fromThisMachine(request)) return;
    return sendPage(
      reply,
      page('Not found', h('p', null, 'The local inbox answers this machine only.')),
      404,
    );
  });
  app.get('/dev/mail.json', async (request, reply) => {
    const mails = await listMails(db, addressFilter(request.query));
    reply.header('cache-control', 'no-store');
    return { mails };
  });
  app.get('/dev/mail', async (request, reply) => {
    const address = addressFilter(request.query);
    return sendPage(reply, inboxPage(await listMails(db, address), address));
  });
  app.get('/dev/mail/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const [mail] = uuid.test(id)
      ? await db.query<InboxMail>(`SELECT ${columns} FROM mail_outbox WHERE id = $1`, [id])
      : [];
    if (mail === undefined)
      return sendPage(
        reply,
        page('No such mail', h('p', null, h('a', { href: '/dev/mail' }, 'Back to the local inbox'))),
        404,
      );
    return sendPage(reply, mailPage(mail));
  });
}
