import { z } from 'zod/mini';

/**
 * The one rule for text that people type and others read back as written: names (a person's,
 * a pet's) and the words of a campaign's books (expenses, corrections, the shelter's receipt
 * texts). Such text shows on pages, receipts and statements and goes into CSV files opened by
 * spreadsheets, where a hidden character does harm:
 *
 * - a line break inside a name starts a new row in a careless CSV reader and a new line in an
 *   e-mail or a notice, where the rest passes for something the site wrote;
 * - other control characters (C0, DEL, C1) show as nothing or as boxes, and some end a
 *   spreadsheet cell or a terminal line early;
 * - the direction overrides and isolates (U+202A–U+202E, U+2066–U+2069, and U+061C) reorder
 *   what follows them, so "Bob‮gnp.exe" reads as "Bobexe.png" and a name can pass for another.
 *
 * The marks U+200E and U+200F stay allowed: they only place neighbouring punctuation in
 * right-to-left writing, as people writing Arabic or Hebrew use them, and reorder nothing else.
 */
const CONTROL = '\\u0000-\\u001f\\u007f-\\u009f';
const DIRECTION = '\\u061c\\u202a-\\u202e\\u2066-\\u2069';

/** Anything a one-line text may not hold. */
const NOT_ONE_LINE = new RegExp(`[${CONTROL}${DIRECTION}]`, 'u');
/** What a text of several lines may not hold: the same, except tab, line feed and return. */
const NOT_MULTI_LINE = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${DIRECTION}]`,
  'u',
);

export const plainTextTexts = {
  oneLine: (field: string) =>
    `${field} must be one line of plain text, without line breaks, tabs or hidden characters that change how text is shown.`,
  multiLine: (field: string) =>
    `${field} cannot contain hidden characters that change how text is shown (control or text-direction characters).`,
} as const;

/** A check for a one-line text (a name): no line breaks, tabs, controls or direction overrides. */
export const oneLine = (field: string) =>
  z.refine<string>((text) => !NOT_ONE_LINE.test(text), plainTextTexts.oneLine(field));

/** A check for a text of several lines: line breaks and tabs allowed, nothing else hidden. */
export const multiLine = (field: string) =>
  z.refine<string>((text) => !NOT_MULTI_LINE.test(text), plainTextTexts.multiLine(field));

const NOT_ONE_LINE_ALL = new RegExp(NOT_ONE_LINE.source, 'gu');

/**
 * A one-line text from somewhere that cannot be asked to fix it (a sign-in provider's profile):
 * each line break or tab becomes a space, and every other refused character is dropped.
 */
export const cleanOneLine = (text: string) =>
  text
    .replace(/[\t\n\r]+/g, ' ')
    .replace(NOT_ONE_LINE_ALL, '')
    .replace(/ {2,}/g, ' ')
    .trim();
