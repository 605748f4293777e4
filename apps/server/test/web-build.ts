import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * A stand-in for the built SPA (just an index.html) in a temporary folder, deleted after the
 * test file; pass its path as `webDistDir`. Call it at the top of a test file.
 */
export function useFakeWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'pet-adoption-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return dist;
}
