import { paths } from '@/config/paths';
import { succeed } from '@/lib/form-action.server';
import {
  askFirst,
  readRowAction,
  refuseRowCall,
  refuseUnknownRow,
} from '@/lib/table-action.server';
import { banUser, getUsers, makeAdmin } from '../api/user-requests';
import { USER_ROW_INTENTS } from '../row-intents';

/**
 * All users' Make admin, or Ban after its confirmation page, sent without scripts: the same
 * calls and words as the buttons with scripts, then back to the table.
 */
export async function actOnUserRow(request: Request) {
  const row = await readRowAction(request, USER_ROW_INTENTS);
  if (!row) return refuseUnknownRow();
  if (row.intent === 'ban' && !row.confirmed) return askFirst(request, row.intent, row.id);
  const table = paths.dashboard.makeAdmin.getHref();
  try {
    // The toast's name for the person, as the table lists them.
    const name = (await getUsers()).find((user) => user._id === row.id)?.name ?? '';
    if (row.intent === 'ban') {
      await banUser(row.id);
      return succeed(table, { key: 'userBanned', name });
    }
    await makeAdmin(row.id);
    return succeed(table, { key: 'adminNow', name });
  } catch (error) {
    return refuseRowCall(error);
  }
}
