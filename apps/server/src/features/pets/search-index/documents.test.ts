import { describe, expect, it } from 'vitest';
import { PetDocuments } from './documents';

describe('listing documents kept beside the index', () => {
  it('keeps at most its limit, dropping the least recently used first', () => {
    const documents = new PetDocuments(10);
    documents.keep('a', '{"a":1}');
    documents.keep('b', '{"b":2}'.slice(0, 3));
    expect(documents.characters).toBe(10);
    expect(documents.get('a')).toBe('{"a":1}');

    documents.keep('c', '{}');
    expect(documents.has('b')).toBe(false);
    expect(documents.get('a')).toBe('{"a":1}');
    expect(documents.get('c')).toBe('{}');
    expect(documents.characters).toBe(9);

    documents.keep('a', '{"a":11}');
    expect(documents.characters).toBe(10);
    documents.keep('huge', '{"too":"long to keep"}');
    expect(documents.has('huge')).toBe(false);
    documents.drop('a');
    expect(documents.characters).toBe(2);
  });
});
