import { MAX_PET_IMAGES, type FieldIssue, type PetFormSchema } from '@pet-adoption/shared';
import type { z } from 'zod/mini';
import {
  formValues,
  refuse,
  refusalFromError,
  refusalFromIssues,
  succeed,
} from '@/lib/form-action.server';
import { uploadImage } from '@/lib/upload-image';
import { createPet, updatePet } from '../api/pet-requests';
import {
  BRIEF_FIELDS,
  checkPetForm,
  PET_FORM_FIELDS,
  pictureField,
  PROFILE_FIELDS,
  profileValuesOf,
  withListingDefaults,
  withPictures,
} from '../pet-form-data';

type PetValues = z.output<typeof PetFormSchema>;

/** A file name said back to the person, at most this long. */
const MAX_FILE_NAME = 200;

/**
 * One picture row as the form sent it: an uploaded picture's address (every row, with scripts)
 * or, from the plain form, a new file.
 */
type SentPicture = { url: string; alt: string; file: File | null };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The file a row's input sent; an input left empty sends a nameless, empty one. */
function fileOf(form: FormData, name: string): File | null {
  const file = form.get(name);
  return file instanceof File && (file.name !== '' || file.size > 0) ? file : null;
}

/**
 * The picture rows in the order the person gave them: kept pictures by their position boxes
 * (ties in the order shown; with scripts there are none, the rows come in their order), removed
 * ones left out, then any new picture. A row with nothing in it is no picture.
 */
export function sentPictures(form: FormData): SentPicture[] {
  const kept: (SentPicture & { position: number; order: number })[] = [];
  const added: SentPicture[] = [];
  for (let index = 0; index <= MAX_PET_IMAGES; index += 1) {
    const url = text(form, pictureField(index, 'url')).trim();
    const alt = text(form, pictureField(index, 'alt'));
    const file = fileOf(form, pictureField(index, 'file'));
    if (text(form, `images.${index}.remove`) === 'true') continue;
    if (url) {
      const position = Number.parseInt(text(form, `images.${index}.position`), 10);
      kept.push({
        url,
        alt,
        file: null,
        position: Number.isNaN(position) ? index : position,
        order: index,
      });
    } else if (file || alt.trim()) {
      added.push({ url: '', alt, file });
    }
  }
  kept.sort((a, b) => a.position - b.position || a.order - b.order);
  return [...kept.map(({ url, alt, file }) => ({ url, alt, file })), ...added];
}

/** The rows as the refused page shows them again: a new file by its name, to choose again. */
const pictureValues = (pictures: readonly SentPicture[]) =>
  Object.fromEntries(
    pictures.flatMap((picture, index) => [
      picture.url
        ? [pictureField(index, 'url'), picture.url]
        : [pictureField(index, 'file'), picture.file?.name.slice(0, MAX_FILE_NAME) ?? ''],
      [pictureField(index, 'alt'), picture.alt],
    ]),
  );

type SavePet = {
  save: (pet: PetValues) => Promise<unknown>;
  saved: (pet: PetValues) => Response;
};

/**
 * The pet form, sent with scripts or without: its fields, its pictures (by address; without
 * scripts a new one may come as a file) and its profile, checked by the shared schema. A new
 * file is uploaded (POST /api/images, as the form's field does with scripts) only once
 * everything else can be saved; refused, the form comes back as typed, an uploaded picture kept
 * by its address.
 */
async function savePetForm(request: Request, { save, saved }: SavePet) {
  const form = await request.formData();
  // Every field comes back as typed; the profile's own reading drops radios the form lacked.
  const { shown } = formValues(form, [...BRIEF_FIELDS, ...PROFILE_FIELDS]);
  const values = { ...formValues(form, BRIEF_FIELDS).all, ...profileValuesOf(form) };
  const pictures = sentPictures(form);
  let kept = { ...shown, ...pictureValues(pictures) };

  // A new file has no address yet: only its description is checked before it goes up.
  const waiting = (issue: FieldIssue) =>
    issue.path[0] === 'images' &&
    (issue.path.length === 1
      ? pictures[0]?.file != null
      : issue.path[2] === 'url' && pictures[Number(issue.path[1])]?.file != null);
  const first = checkPetForm(
    withPictures(
      values,
      pictures.map(({ url, alt }) => ({ url, alt })),
    ),
  );
  const issues = first.issues.filter((issue) => !waiting(issue));
  if (issues.length > 0) return refuse(refusalFromIssues(issues, kept));

  const uploaded: SentPicture[] = [];
  for (const [index, picture] of pictures.entries()) {
    if (!picture.file) {
      uploaded.push(picture);
      continue;
    }
    try {
      const url = (await uploadImage(picture.file)).data.display_url;
      uploaded.push({ url, alt: picture.alt, file: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The picture could not be uploaded.';
      return refuse({
        fields: { [pictureField(index, 'alt')]: message },
        message: null,
        values: kept,
      });
    }
  }
  kept = { ...shown, ...pictureValues(uploaded) };

  const { data, issues: left } = checkPetForm(
    withPictures(
      values,
      uploaded.map(({ url, alt }) => ({ url, alt })),
    ),
  );
  if (!data) return refuse(refusalFromIssues(left, kept));
  try {
    await save(data);
  } catch (error) {
    return refuse(refusalFromError(error, kept, PET_FORM_FIELDS, { aliases: { image: 'images' } }));
  }
  return saved(data);
}

/** Add a pet, then on to `addedHref`, where the notice says it was added. */
export const addPet = (request: Request, addedHref: string) =>
  savePetForm(request, {
    save: (pet) => createPet(withListingDefaults(pet)),
    saved: (pet) => succeed(addedHref, { key: 'petAdded', name: pet.petName }),
  });

/** Update pet, then back to `backHref` (the owner's or an admin's; the API decides who may). */
export const updatePetFromForm = (request: Request, petId: string, backHref: string) =>
  savePetForm(request, {
    save: (pet) => updatePet(petId, withListingDefaults(pet)),
    saved: (pet) => succeed(backHref, { key: 'petUpdated', name: pet.petName }),
  });
