import { UpdatePetSchema } from '@pet-adoption/shared';
import type { ActionFunctionArgs } from 'react-router';
import { answerRow, booleanField, UnknownRowError } from '@/lib/table-action.server';
import { deletePet, getPet, updatePet } from '../api/pet-requests';
import { PET_CONFIRMATIONS, PET_ROW_INTENTS } from '../row-intents';

/**
 * A pet table's Delete (once confirmed) or Mark adopted / Mark available, whoever sends it: the
 * page's script, for a toast, or the browser, back to `table` with the same words.
 */
export const actOnPetRow = (args: ActionFunctionArgs, table: string) =>
  answerRow(args, {
    intents: PET_ROW_INTENTS,
    confirmations: PET_CONFIRMATIONS,
    table,
    act: async (row) => {
      if (row.intent === 'delete') {
        // The notice's name for the pet, read while it is still there.
        const { petName } = await getPet(row.id);
        await deletePet(row.id);
        return { key: 'petDeleted', name: petName };
      }
      const changes = UpdatePetSchema.safeParse({ adopted: booleanField(row.form, 'adopted') });
      const adopted = changes.success ? changes.data.adopted : undefined;
      if (adopted === undefined) throw new UnknownRowError();
      const { petName } = await getPet(row.id);
      await updatePet(row.id, { adopted });
      return { key: adopted ? 'petMarkedAdopted' : 'petMarkedAvailable', name: petName };
    },
  });
