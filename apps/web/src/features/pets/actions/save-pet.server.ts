import { PetFormSchema } from '@pet-adoption/shared';
import { succeed } from '@/lib/form-action.server';
import { savePictureForm } from '@/lib/picture-form.server';
import { createPet, updatePet } from '../api/pet-requests';
import { PET_FIELDS, withListingDefaults } from '../components/pet-form';

/** The fields besides the picture, which savePictureForm reads itself. */
const TEXT_FIELDS = PET_FIELDS.filter((field) => field !== 'image');

/**
 * Add a pet sent without JavaScript, picture and all: the same schema, upload and request as the
 * page's script, then on to `addedHref` with the toast's sentence.
 */
export const addPet = (request: Request, addedHref: string) =>
  savePictureForm(request, {
    fields: TEXT_FIELDS,
    schema: PetFormSchema,
    save: (pet) => createPet(withListingDefaults(pet)),
    saved: (pet) => succeed(addedHref, { key: 'petAdded', name: pet.petName }),
  });

/** Update pet sent without JavaScript (the owner's or an admin's; the API decides who may). */
export const updatePetFromForm = (request: Request, petId: string, backHref: string) =>
  savePictureForm(request, {
    fields: TEXT_FIELDS,
    schema: PetFormSchema,
    save: (pet) => updatePet(petId, withListingDefaults(pet)),
    saved: (pet) => succeed(backHref, { key: 'petUpdated', name: pet.petName }),
  });
