import { describe, expect, it } from 'vitest';
import { optionsJson } from './facet-options';
import { Names } from './names';

/** Names with counts by code, in the order given. */
function counted(...entries: [string, number][]) {
  const names = new Names();
  const perCode = new Int32Array(entries.length + 1);
  for (const [name, count] of entries) perCode[names.code(name)] = count;
  return { names, perCode };
}

describe('the options of a named field', () => {
  it('come most pets first, then by name, names differing in case as one', () => {
    const { names, perCode } = counted(
      ['poodle', 2],
      ['Beagle', 3],
      ['Akita', 3],
      ['Poodle', 1],
      ['Collie', 0],
    );
    const text = optionsJson(names, perCode, false, []);
    expect(text).toBe('{"Akita":3,"Beagle":3,"Poodle":3}');
    expect(Object.entries(JSON.parse(text) as object)).toEqual([
      ['Akita', 3],
      ['Beagle', 3],
      ['Poodle', 3],
    ]);
    expect(optionsJson(names, perCode, true, [])).toBe('{"akita":3,"beagle":3,"poodle":3}');
  });

  it('still show a chosen name no pet has, once, with 0', () => {
    const { names, perCode } = counted(['Black', 4], ['Grey', 0]);
    expect(optionsJson(names, perCode, true, ['BLACK', 'Grey', 'grey', 'Teal'])).toBe(
      '{"black":4,"grey":0,"teal":0}',
    );
    expect(optionsJson(names, perCode, false, ['Teal "blue"'])).toBe(
      '{"Black":4,"Teal \\"blue\\"":0}',
    );
  });
});
