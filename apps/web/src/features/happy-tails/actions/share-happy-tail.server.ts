import { HappyTailFormSchema } from '@pet-adoption/shared';
import { paths } from '@/config/paths';
import { succeed } from '@/lib/form-action.server';
import { savePictureForm } from '@/lib/picture-form.server';
import { shareHappyTail } from '../api/happy-tail-requests';
import { TAIL_FIELDS } from '../components/share-happy-tail-screen';

/** A happy tail sent by the browser itself, with its photo: the same schema and request. */
export const shareHappyTailFromForm = (request: Request, petId: string, petName: string) =>
  savePictureForm(request, {
    fields: TAIL_FIELDS.filter((field) => field !== 'image'),
    schema: HappyTailFormSchema,
    save: (values) => shareHappyTail(petId, values),
    saved: () =>
      succeed(paths.petDetails.getHref(petId), { key: 'happyTailShared', name: petName }),
  });
