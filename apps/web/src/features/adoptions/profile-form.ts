import {
  AdopterProfileSchema,
  applicationTexts,
  fieldErrorsOf,
  type AdopterProfile,
} from '@pet-adoption/shared';

/**
 * The adopter profile's fields as a form sends them, with or without scripts: on the profile
 * page under their own names, in Adopt Now under `profile.` (the names the API's messages use
 * for the profile sent with a request).
 */
export const PROFILE_FIELDS = [
  'adults',
  'children',
  'homeType',
  'ownOrRent',
  'landlordAllowsPets',
  'yard',
  'otherPets',
  'experience',
  'hoursAlone',
  'about',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const ADOPT_PROFILE_PREFIX = 'profile.';

export const profileFieldNames = (prefix = '') =>
  PROFILE_FIELDS.map((field) => `${prefix}${field}`);

/** The profile as the form's text, for its fields' first values. */
export function profileValues(profile: AdopterProfile): Record<ProfileField, string> {
  const number = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    adults: number(profile.adults),
    children: profile.children?.join(', ') ?? '',
    homeType: profile.homeType ?? '',
    ownOrRent: profile.ownOrRent ?? '',
    landlordAllowsPets:
      profile.landlordAllowsPets === undefined ? '' : profile.landlordAllowsPets ? 'yes' : 'no',
    yard: profile.yard ?? '',
    otherPets: profile.otherPets ?? '',
    experience: profile.experience ?? '',
    hoursAlone: number(profile.hoursAlone),
    about: profile.about ?? '',
  };
}

/** The form's fields as text (what a refusal sends back), under their names with `prefix`. */
export function readProfileValues(
  get: (name: string) => unknown,
  prefix = '',
): Record<ProfileField, string> {
  return Object.fromEntries(
    PROFILE_FIELDS.map((field) => {
      const value = get(`${prefix}${field}`);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as Record<ProfileField, string>;
}

/** A message's field as the form shows it (`children.2` is the children field). */
export function profileFieldOf(path: string): ProfileField | undefined {
  const first = path.split('.')[0];
  return PROFILE_FIELDS.find((field) => field === first);
}

export type ProfileCheck =
  | { profile: AdopterProfile; errors: null }
  | { profile: null; errors: Partial<Record<ProfileField, string>> };

/**
 * The typed profile checked under the shared rules: an empty field is left out, the children's
 * ages are a comma-separated list (empty for none), and whether the landlord allows pets counts
 * only for someone who rents (a form without scripts shows that question to everyone).
 */
export function checkProfile(values: Readonly<Record<ProfileField, string>>): ProfileCheck {
  const errors: Partial<Record<ProfileField, string>> = {};
  const input: Record<string, unknown> = {};
  const text = (field: ProfileField) => values[field].trim();

  for (const field of ['adults', 'hoursAlone'] as const) {
    if (text(field) === '') continue;
    const value = Number(text(field));
    if (Number.isNaN(value)) errors[field] = applicationTexts.numberExpected;
    else input[field] = value;
  }
  const ages = text('children')
    .split(',')
    .map((age) => age.trim())
    .filter(Boolean);
  if (ages.every((age) => /^\d{1,2}$/.test(age))) input.children = ages.map(Number);
  else errors.children = applicationTexts.agesExpected;
  for (const field of [
    'homeType',
    'ownOrRent',
    'yard',
    'otherPets',
    'experience',
    'about',
  ] as const) {
    if (text(field) !== '') input[field] = text(field);
  }
  if (input.ownOrRent === 'rent' && text('landlordAllowsPets') !== '') {
    input.landlordAllowsPets = text('landlordAllowsPets') === 'yes';
  }

  const parsed = AdopterProfileSchema.safeParse(input);
  if (!parsed.success) {
    for (const [path, message] of Object.entries(fieldErrorsOf(parsed.error.issues))) {
      const field = profileFieldOf(path);
      if (field) errors[field] ??= message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { profile: null, errors };
  return { profile: parsed.data, errors: null };
}

/** The API's messages about a profile, keyed by the form's fields (with `prefix`). */
export function profileErrorsOf(
  fields: Readonly<Record<string, string>>,
  prefix = '',
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    if (!path.startsWith(prefix)) continue;
    const field = profileFieldOf(path.slice(prefix.length));
    if (field) errors[`${prefix}${field}`] ??= message;
  }
  return errors;
}
