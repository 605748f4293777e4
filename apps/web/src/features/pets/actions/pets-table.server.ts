import { UpdatePetSchema } from '@pet-adoption/shared';
import { succeed } from '@/lib/form-action.server';
import {
  askFirst,
  booleanField,
  readRowAction,
  refuseRowCall,
  refuseUnknownRow,
} from '@/lib/table-action.server';
import { deletePet, getPet, updatePet } from '../api/pet-requests';
import { PET_ROW_INTENTS } from '../row-intents';

/**
 * A pet table's Delete (after its confirmation page) or Mark adopted / Mark available, sent
 * without scripts: the same calls and words as the buttons with scripts, then back to `table`.
 */
export async function actOnPetRow(request: Request, table: string) {
  const row = await readRowAction(request, PET_ROW_INTENTS);
  if (!row) return refuseUnknownRow();
  if (row.intent === 'delete') {
    if (!row.confirmed) return askFirst(request, row.intent, row.id);
    try {
      // The toast's name for the pet, read while it is still there.
      const { petName } = await getPet(row.id);
      await deletePet(row.id);
      return succeed(table, { key: 'petDeleted', name: petName });
    } catch (error) {
      return refuseRowCall(error);
    }
  }
  const changes = UpdatePetSchema.safeParse({ adopted: booleanField(row.form, 'adopted') });
  const adopted = changes.success ? changes.data.adopted : undefined;
  if (adopted === undefined) return refuseUnknownRow();
  try {
    const { petName } = await getPet(row.id);
    await updatePet(row.id, { adopted });
    const key = adopted ? 'petMarkedAdopted' : 'petMarkedAvailable';
    return succeed(table, { key, name: petName });
  } catch (error) {
    return refuseRowCall(error);
  }
}
