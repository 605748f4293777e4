import { applicationTexts as t, HOME_TYPES, OWN_OR_RENT, YARDS } from '@pet-adoption/shared';
import { useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useHydrated } from '@/lib/use-hydrated';
import type { ProfileField } from '../profile-form';
import { LongTextField } from './long-text-field';

type ProfileFieldsProps = {
  /** Each field's first value, as text. */
  values: Readonly<Record<ProfileField, string>>;
  /** Messages by the fields' names (with `prefix`). */
  errors: Readonly<Record<string, string | undefined>>;
  /** The id of a field's control by its name (with `prefix`), for the error summary's links. */
  fieldId: (name: string) => string;
  /** Before each field's name: '' on the profile page, `profile.` in Adopt Now. */
  prefix?: string;
};

/**
 * The adopter profile's fields, every one optional: on the profile page, and in Adopt Now
 * filled in from it. Whether the landlord allows pets shows once "Rent" is chosen; without
 * scripts it is always there (and counts only for someone who rents).
 */
export function ProfileFields({ values, errors, fieldId, prefix = '' }: ProfileFieldsProps) {
  const hydrated = useHydrated();
  const [ownOrRent, setOwnOrRent] = useState(values.ownOrRent);
  const props = (field: ProfileField) => {
    const name = `${prefix}${field}`;
    return { name, id: fieldId(name), error: errors[name], label: t.labels[field] };
  };
  const notGiven = <option value="">{t.notGiven}</option>;

  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          {...props('adults')}
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          defaultValue={values.adults}
        />
        <TextField
          {...props('children')}
          hint={t.labels.childrenHint}
          inputMode="numeric"
          defaultValue={values.children}
        />
        <SelectField {...props('homeType')} defaultValue={values.homeType}>
          {notGiven}
          {HOME_TYPES.map((value) => (
            <option key={value} value={value}>
              {t.options.homeType[value]}
            </option>
          ))}
        </SelectField>
        <SelectField
          {...props('ownOrRent')}
          defaultValue={values.ownOrRent}
          onChange={(event) => setOwnOrRent(event.target.value)}
        >
          {notGiven}
          {OWN_OR_RENT.map((value) => (
            <option key={value} value={value}>
              {t.options.ownOrRent[value]}
            </option>
          ))}
        </SelectField>
        {(!hydrated || ownOrRent === 'rent') && (
          <SelectField {...props('landlordAllowsPets')} defaultValue={values.landlordAllowsPets}>
            {notGiven}
            <option value="yes">{t.options.yesNo.yes}</option>
            <option value="no">{t.options.yesNo.no}</option>
          </SelectField>
        )}
        <SelectField {...props('yard')} defaultValue={values.yard}>
          {notGiven}
          {YARDS.map((value) => (
            <option key={value} value={value}>
              {t.options.yard[value]}
            </option>
          ))}
        </SelectField>
        <TextField
          {...props('hoursAlone')}
          type="number"
          inputMode="decimal"
          min={0}
          max={24}
          step="any"
          defaultValue={values.hoursAlone}
        />
      </div>
      <LongTextField {...props('otherPets')} defaultValue={values.otherPets} />
      <LongTextField {...props('experience')} defaultValue={values.experience} />
      <LongTextField {...props('about')} defaultValue={values.about} />
    </>
  );
}
