import {
  NOTIFICATION_ACTION_LABELS,
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
} from '@pet-adoption/shared';

/** An e-mail ready to store in the outbox: both parts, every link absolute. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

export interface NoticeMail {
  kind: NotificationKind;
  title: string;
  body: string;
  /** Absolute: the site's address and the notice's path. */
  url: string;
  /** Absolute one-click unsubscribe address for this kind. */
  unsubscribeUrl: string;
  /** The site's address, for the footer. */
  origin: string;
  /** A paragraph after the body that links somewhere of its own (absolute). */
  extra?: LinkedParagraph;
}

/**
 * A paragraph whose first words link somewhere: `linked` is the link's text in the HTML part,
 * and the text part writes the address out after the paragraph.
 */
export interface LinkedParagraph {
  linked: string;
  rest: string;
  url: string;
}

const plainText = (paragraph: string | LinkedParagraph) =>
  typeof paragraph === 'string'
    ? paragraph
    : `${paragraph.linked}${paragraph.rest} ${paragraph.url}`;

const htmlText = (paragraph: string | LinkedParagraph) =>
  typeof paragraph === 'string'
    ? escapeHtml(paragraph)
    : `<a href="${escapeHtml(paragraph.url)}" style="color:#c2410c;font-weight:bold;">${escapeHtml(paragraph.linked)}</a>${escapeHtml(paragraph.rest)}`;

/** What every e-mail of the product says, in its one layout. */
export interface MailContent {
  title: string;
  /** Plain sentences, one paragraph each; one may start with a link (a pet's name). */
  paragraphs: readonly (string | LinkedParagraph)[];
  /** The one thing to do, as a button (HTML) and a written-out address (text). */
  action: { label: string; url: string };
  /** Why the person gets this e-mail; with `unsubscribeUrl`, how to stop this kind. */
  reason: string;
  unsubscribeUrl?: string;
  /** What following `unsubscribeUrl` stops, when it is less than the whole kind. */
  stopLabel?: string;
  /** The site's address, for the footer. */
  origin: string;
}

/**
 * An e-mail in the product's look. The HTML part is one column of plain text and links in the
 * product's colours, no images, a language and a title, so it reads the same in a screen reader
 * and in a client that shows no pictures; the text part says the same with the addresses
 * written out.
 */
export function composeMail(mail: MailContent): ComposedMail {
  const text = [
    mail.title,
    '',
    ...mail.paragraphs.flatMap((paragraph) => [plainText(paragraph), '']),
    `${mail.action.label}: ${mail.action.url}`,
    '',
    '--',
    `Pet Adoption, ${mail.origin}`,
    mail.unsubscribeUrl === undefined
      ? mail.reason
      : `${mail.reason} ${mail.stopLabel ?? 'To stop e-mails of this kind'}: ${mail.unsubscribeUrl}`,
    '',
  ].join('\n');
  const paragraphs = mail.paragraphs
    .map(
      (paragraph) =>
        `<p style="margin:0 0 20px;font-size:16px;line-height:1.5;">${htmlText(paragraph)}</p>`,
    )
    .join('\n');
  const stop =
    mail.unsubscribeUrl === undefined
      ? ''
      : ` <a href="${escapeHtml(mail.unsubscribeUrl)}" style="color:#57534e;">${escapeHtml(mail.stopLabel ?? 'Stop e-mails of this kind')}</a>.`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(mail.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f5f5f4;color:#1c1917;font-family:Arial,Helvetica,sans-serif;">
<div role="article" aria-label="${escapeHtml(mail.title)}" lang="en" style="max-width:560px;margin:0 auto;padding:24px;">
<p style="margin:0 0 16px;font-size:14px;font-weight:bold;color:#c2410c;">Pet Adoption</p>
<div style="background:#ffffff;border-radius:12px;padding:24px;">
<h1 style="margin:0 0 12px;font-size:22px;line-height:1.3;color:#1c1917;">${escapeHtml(mail.title)}</h1>
${paragraphs}
<p style="margin:0;"><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px;">${escapeHtml(mail.action.label)}</a></p>
</div>
<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:#57534e;">${escapeHtml(mail.reason)}${stop}<br>Pet Adoption, <a href="${escapeHtml(mail.origin)}" style="color:#57534e;">${escapeHtml(mail.origin)}</a></p>
</div>
</body>
</html>
`;
  return { subject: mail.title, text, html };
}

/** A notice as an e-mail, with the one-click unsubscribe of its kind. */
export function composeNoticeMail(mail: NoticeMail): ComposedMail {
  const label = NOTIFICATION_KIND_LABELS[mail.kind];
  return composeMail({
    title: mail.title,
    paragraphs: mail.extra === undefined ? [mail.body] : [mail.body, mail.extra],
    action: {
      label: NOTIFICATION_ACTION_LABELS[mail.kind] ?? 'Open in Pet Adoption',
      url: mail.url,
    },
    reason: `You get this e-mail for “${label}”.`,
    unsubscribeUrl: mail.unsubscribeUrl,
    origin: mail.origin,
  });
}
