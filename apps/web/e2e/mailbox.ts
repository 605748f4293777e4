import { expect } from '@playwright/test';

/** An e-mail as the test mailbox caught it (scripts/e2e-mailbox.mjs). */
export type CaughtMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

function mailboxUrl(): string {
  const url = process.env.E2E_MAILBOX_URL;
  if (!url) throw new Error('E2E_MAILBOX_URL is not set: run the browser tests with npm test.');
  return url;
}

/** Waits for the e-mail to `to` whose subject is `subject`; the queue sends within seconds. */
export async function mailTo(to: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailboxUrl()}/?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as CaughtMail[];
        found = mails.find((mail) => mail.subject === subject);
        return found !== undefined;
      },
      { message: `an e-mail to ${to}: "${subject}"`, timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the link to `path` written out in the e-mail's text part. */
export function linkIn(mail: CaughtMail, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path}(?:\\?\\S*)?)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No link to ${path} in "${mail.subject}":\n${mail.text}`);
  return match[1];
}
