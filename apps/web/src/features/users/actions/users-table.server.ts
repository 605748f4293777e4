import type { ActionFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { answerRow } from '@/lib/table-action.server';
import { banUser, getUsers, makeAdmin } from '../api/user-requests';
import { USER_CONFIRMATIONS, USER_ROW_INTENTS } from '../row-intents';

/**
 * All users' Make admin, or Ban once confirmed, whoever sends it: the page's script, for a toast,
 * or the browser, back to the table with the same words.
 */
export const actOnUserRow = (args: ActionFunctionArgs) =>
  answerRow(args, {
    intents: USER_ROW_INTENTS,
    confirmations: USER_CONFIRMATIONS,
    table: paths.dashboard.makeAdmin.getHref(),
    act: async (row) => {
      // The notice's name for the person, as the table lists them.
      const name = (await getUsers()).find((user) => user._id === row.id)?.name ?? '';
      if (row.intent === 'ban') {
        await banUser(row.id);
        return { key: 'userBanned', name };
      }
      await makeAdmin(row.id);
      return { key: 'adminNow', name };
    },
  });
