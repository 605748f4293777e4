import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIRST_SCREEN_HINTS_FILE, type FirstScreenHints } from '@pet-adoption/shared';
import { z } from 'zod';
import type { PagePreloads } from '../lib/page-preloads';

// The file is the web build's (apps/web/build/first-screen-hints.ts); checked as it is read.
const FirstScreenHintsSchema: z.ZodType<FirstScreenHints> = z.object({
  everyPage: z.array(z.string()),
  pages: z.record(z.string(), z.array(z.string())),
});

/**
 * The code, styles and picture a page's first screen needs, as the web build names them
 * (decision 016): the layout's code on every page, and on `/` Home's code, its stylesheet and
 * the first hero picture. The file is read on each page request, so a build made while the
 * server runs is picked up; a build without it (or no build) gets no hints. A file that cannot
 * be read as hints rejects, which the caller logs, and the page is served without them.
 */
export function firstScreenHints(webDistDir: string): PagePreloads {
  const file = join(webDistDir, FIRST_SCREEN_HINTS_FILE);
  // Checked only when the file's text changes (a new build), not on every page.
  let parsed: { text: string; hints: FirstScreenHints } | undefined;
  return async ({ path }) => {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    if (parsed?.text !== text) {
      parsed = { text, hints: FirstScreenHintsSchema.parse(JSON.parse(text)) };
    }
    const { hints } = parsed;
    return [...hints.everyPage, ...(hints.pages[path] ?? [])];
  };
}
