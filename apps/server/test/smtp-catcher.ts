import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailRetryPolicy } from '../src/messaging/mail-queue';

/** Quick retries, so a test sees several tries in a few seconds. */
export const FAST_MAIL_RETRIES: MailRetryPolicy = {
  retryLimit: 5,
  retryDelaySeconds: 1,
  retryDelayMaxSeconds: 2,
  heartbeatSeconds: 10,
  pollingIntervalSeconds: 0.5,
};

export const SMTP_USER = 'mailer';
export const SMTP_PASSWORD = 'secret-pass';

export interface SmtpCatcher {
  /** smtp://user:password@127.0.0.1:port, as SMTP_URL takes it. */
  url: string;
  messages: ParsedMail[];
  /** How many messages the server refused (temporary failure, 451). */
  refused: number;
  /** Refuse the next `count` messages with a temporary failure, as a mail server that is down. */
  refuseNext(count: number): void;
  /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server (smtp-server) on a free port, keeping every message it accepts. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: ParsedMail[] = [];
  let toRefuse = 0;
  const catcher = {
    url: '',
    messages,
    refused: 0,
    refuseNext(count: number) {
      toRefuse = count;
    },
    async waitFor(count: number, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > until) {
          throw new Error(`Expected ${count} e-mails, got ${messages.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, _session, callback) {
      if (toRefuse > 0) {
        toRefuse -= 1;
        catcher.refused += 1;
        stream.resume();
        stream.on('end', () => {
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
        });
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          messages.push(parsed);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  catcher.url = `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;
  return catcher;
}
