import { isNoticeKey, NOTICE_COOKIE, notices, type NoticeKey } from '@pet-adoption/shared';

/**
 * A sentence a form's action leaves for the next page, in a cookie that lives a minute: the key
 * of the sentence and at most a name, never free text (packages/shared/src/notices.ts).
 */
const MAX_NAME = 100;

export function noticeCookie(key: NoticeKey, name = ''): string {
  const value = encodeURIComponent(`${key}:${name.slice(0, MAX_NAME)}`);
  return `${NOTICE_COOKIE}=${value}; Max-Age=60; Path=/; HttpOnly; SameSite=Lax`;
}

/** Clears the notice once a page has shown it. */
export const clearedNoticeCookie = `${NOTICE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`;

/** The sentence waiting for this request's page, if any. */
export function readNotice(request: Request): string | null {
  const cookie = request.headers.get('cookie') ?? '';
  const raw = new RegExp(`(?:^|;\\s*)${NOTICE_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  if (!raw) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const separator = decoded.indexOf(':');
  const key = decoded.slice(0, separator);
  if (separator < 0 || !isNoticeKey(key)) return null;
  return notices[key](decoded.slice(separator + 1, separator + 1 + MAX_NAME));
}
