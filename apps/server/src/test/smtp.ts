// A real SMTP server in the test process (the `smtp-server` package): what the mail module delivers arrives
// here, parsed (`mailparser`), with its raw source for header checks.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the server accepted. */
export interface ReceivedMessage {
  /** The envelope's recipients. */
  rcptTo: string[];
  /** The message as sent, headers and parts. */
  raw: string;
  parsed: ParsedMail;
}

/** A running SMTP server. */
export interface SmtpInbox {
  /** `smtp://127.0.0.1:{port}`, for `smtpUrl`. */
  url: string;
  /** Every accepted message, oldest first. */
  received: ReceivedMessage[];
  /** Answers the next `count` messages with a temporary failure (451). */
  refuse(count: number): void;
  close(): Promise<void>;
}

/**
 * Starts an SMTP server on `port` of this machine (a free one by default); no TLS, no authentication
 * required.
 */
export async function startSmtpServer(port = 0): Promise<SmtpInbox> {
  let refusals = 0;
  const received: ReceivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            received.push({ rcptTo: session.envelope.rcptTo.map(({ address }) => address), raw, parsed });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    refuse(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
