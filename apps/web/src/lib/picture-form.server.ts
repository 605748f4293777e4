import { texts } from '@pet-adoption/shared';
import type { z } from 'zod/mini';
import { formValues, refuse, refusalFromError, refusalFromIssues } from './form-action.server';
import { uploadImage } from './upload-image';

/** A file name said back to the person, at most this long. */
const MAX_FILE_NAME = 200;

type PictureForm<S extends z.ZodMiniType, A> = {
  /** The form's fields besides the picture, in their order on screen. */
  fields: readonly string[];
  /** The form's shared zod schema, whose `image` is the picture's address. */
  schema: S;
  /** Saves the form with the same request as the page's script. */
  save: (values: z.output<S>) => Promise<A>;
  /** Where the person goes once it is saved (`succeed`), from what was saved and the answer. */
  saved: (values: z.output<S>, answer: A) => Response;
};

/** The file the form's picture field sent; an input left empty sends a nameless, empty one. */
function chosenPicture(form: FormData): File | null {
  const file = form.get('image');
  return file instanceof File && (file.name !== '' || file.size > 0) ? file : null;
}

const sentenceOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : texts.forms.unexpected;

/**
 * A form with a picture (a pet, a campaign) sent without JavaScript: the fields and the chosen
 * file in one multipart form, and the picture it already has (`imageUrl`, on an update). The
 * other fields are checked first, so a picture is only uploaded with a form that can be saved;
 * the file then goes through the same request and checks as the upload field's (POST
 * /api/images), and the form is saved with its address.
 *
 * A refused form comes back as typed. A file cannot be given back to a page: its name comes back
 * (`image`) so that the field asks for it again, unless it was already uploaded, in which case
 * its address comes back instead and the picture stays.
 */
export async function savePictureForm<S extends z.ZodMiniType, A>(
  request: Request,
  { fields, schema, save, saved }: PictureForm<S, A>,
) {
  const form = await request.formData();
  const { all, shown } = formValues(form, [...fields, 'imageUrl']);
  const picture = chosenPicture(form);
  let kept = picture ? { ...shown, image: picture.name.slice(0, MAX_FILE_NAME) } : shown;

  const checked = schema.safeParse({ ...all, image: all.imageUrl });
  const issues = checked.success
    ? []
    : checked.error.issues.filter((issue) => !(picture && issue.path[0] === 'image'));
  if (issues.length > 0) return refuse(refusalFromIssues(issues, kept));

  let image = all.imageUrl;
  if (picture) {
    try {
      image = (await uploadImage(picture)).data.display_url;
    } catch (error) {
      return refuse({ fields: { image: sentenceOf(error) }, message: null, values: kept });
    }
    kept = { ...shown, imageUrl: image };
  }

  const parsed = schema.safeParse({ ...all, image });
  if (!parsed.success) return refuse(refusalFromIssues(parsed.error.issues, kept));
  let answer: A;
  try {
    answer = await save(parsed.data);
  } catch (error) {
    return refuse(refusalFromError(error, kept, ['image', ...fields]));
  }
  return saved(parsed.data, answer);
}
