import { validateHeaderName, validateHeaderValue } from 'node:http';

/**
 * Can this header be written as it is? Node refuses control characters and text beyond
 * Latin-1 only when the answer's head is written, after the handler has finished, so whoever
 * builds a header from stored data asks here first.
 */
export function isSendableHeader(name: string, value: unknown): boolean {
  try {
    validateHeaderName(name);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) validateHeaderValue(name, String(item));
    }
    return true;
  } catch {
    return false;
  }
}
