import { describe, expect, it } from 'vitest';
import { CreatePetSchema, PetFormSchema, UpdatePetSchema } from './pets';

const valid = {
  image: 'https://example.com/cat.webp',
  petName: 'Tom',
  category: 'cat',
  petAge: 6,
  petLocation: 'Dhaka',
  date: '2026-11-01',
  shortDescription: 'A calm cat.',
  longDescription: 'Tom likes naps.',
};

const messagesByField = (input: unknown) => {
  const result = CreatePetSchema.safeParse(input);
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
};

describe('pet fields', () => {
  it('takes an adoption fee of 0 or from $1 to $10,000, and a cap from 1 to 50 or none', () => {
    for (const adoptionFee of [0, 1, 75.5, 10_000]) {
      expect(messagesByField({ ...valid, adoptionFee })).toEqual({});
    }
    expect(messagesByField({ ...valid, adoptionFee: 0.5 })).toEqual({
      adoptionFee: 'An adoption fee is 0 for none, or at least $1.',
    });
    expect(messagesByField({ ...valid, adoptionFee: -1 })).toEqual({
      adoptionFee: 'The adoption fee cannot be negative.',
    });
    expect(messagesByField({ ...valid, adoptionFee: 10_000.01 })).toHaveProperty('adoptionFee');
    for (const applicationCap of [1, 50, null]) {
      expect(messagesByField({ ...valid, applicationCap })).toEqual({});
    }
    for (const applicationCap of [0, 51, 2.5]) {
      expect(messagesByField({ ...valid, applicationCap })).toHaveProperty('applicationCap');
    }
  });

  it('accepts a filled form', () => {
    expect(CreatePetSchema.parse(valid)).toMatchObject({ category: 'cat', petAge: 6 });
  });

  it('reads the age from the form as a number, and the API takes only a number', () => {
    expect(PetFormSchema.parse({ ...valid, petAge: ' 6 ' }).petAge).toBe(6);
    expect(PetFormSchema.safeParse({ ...valid, petAge: '' }).error?.issues[0]?.message).toBe(
      'This Age field is required',
    );
    expect(messagesByField({ ...valid, petAge: '6' })).toEqual({
      petAge: 'Enter the age as a whole number of months.',
    });
  });

  it('asks for every field with its required-field sentence when the form is empty', () => {
    expect(messagesByField({})).toEqual({
      image: 'This Image field is required',
      petName: 'This Pet Name field is required',
      category: 'This Category field is required',
      petAge: 'This Age field is required',
      petLocation: 'This Location field is required',
      date: 'This Date field is required',
      shortDescription: 'This Short Description field is required',
      longDescription: 'This Long Description field is required',
    });
  });

  it('treats a missing, empty or null category alike', () => {
    const withoutCategory: Partial<typeof valid> = { ...valid };
    delete withoutCategory.category;
    for (const input of [
      withoutCategory,
      { ...valid, category: '' },
      { ...valid, category: null },
    ]) {
      expect(messagesByField(input)).toEqual({ category: 'This Category field is required' });
    }
  });

  it('names the six categories for an unknown one', () => {
    expect(messagesByField({ ...valid, category: 'dragon' }).category).toBe(
      'Pick one of: cat, dog, bird, rabbit, fish, domestic.',
    );
  });

  it('lets an update leave the category out', () => {
    expect(UpdatePetSchema.safeParse({ petName: 'Tommy' }).success).toBe(true);
  });
});
