// The browser tests' mailbox: a real SMTP server the app under test sends to (SMTP_URL), and a
// small HTTP page that lists what arrived, so a test can read an e-mail and follow its link.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** @typedef {{ to: string[]; subject: string; text: string; html: string; headers: Record<string, string> }} CaughtMail */

export async function startMailbox() {
  /** @type {CaughtMail[]} */
  const mails = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = (Array.isArray(parsed.to) ? parsed.to : [parsed.to])
            .flatMap((address) => address?.value ?? [])
            .map((address) => address.address ?? '');
          // As sent: mailparser reads some (List-*) into objects of its own.
          const headers = Object.fromEntries(
            parsed.headerLines.map(({ key, line }) => [
              key,
              line.slice(line.indexOf(':') + 1).trim(),
            ]),
          );
          mails.push({
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
          });
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

  // GET /?to=address answers that address's e-mails, oldest first, as JSON.
  const http = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to')?.toLowerCase();
    const found = to === undefined ? mails : mails.filter((mail) => mail.to.includes(to));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(found));
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));

  const smtpPort = /** @type {import('node:net').AddressInfo} */ (smtp.server.address()).port;
  const httpPort = /** @type {import('node:net').AddressInfo} */ (http.address()).port;
  return {
    env: {
      E2E_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      E2E_MAILBOX_URL: `http://127.0.0.1:${httpPort}`,
    },
    async close() {
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
      await new Promise((resolve) => http.close(() => resolve(undefined)));
    },
  };
}
