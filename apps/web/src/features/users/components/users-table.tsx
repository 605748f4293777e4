import { texts, type User } from '@pet-adoption/shared';
import { ActionName } from '@/components/ui/action-name';
import { Avatar } from '@/components/ui/avatar';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { RowButton, useRowActions, type RowQuestion } from '@/components/ui/row-action';
import { RowRefusal } from '@/components/ui/row-refusal';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
import { useUsers } from '../api/users';

/** A ban names the person, and starts on Cancel: a quick Enter must not set it off. */
const banQuestion = ({ name }: User): RowQuestion => ({
  title: texts.confirmBan.title(name),
  text: texts.confirmBan.text(name),
  confirmLabel: texts.confirmBan.confirm(name),
  initialFocus: 'cancel',
});

/**
 * The users table: index, photo, name, email, role, make admin, ban, and the total. The signed-in
 * admin's own row cannot be banned (the server refuses it too). Make admin and Ban are forms the
 * route's action answers, whoever sends them (actions/users-table.server.ts); a ban asks first,
 * naming the person, with focus on Cancel.
 */
export function UsersTable({ currentEmail }: { currentEmail: string }) {
  const users = useUsers();
  const { scopeRef, actions, dialog } = useRowActions();

  return (
    <div ref={scopeRef} tabIndex={-1} className="flex flex-col gap-4">
      <RowRefusal />
      <QueryBoundary
        query={users}
        pending={<Spinner label="Loading users" className="mx-auto block" />}
      >
        {(list) => (
          <div className="flex flex-col gap-4">
            <p className="text-lg font-semibold">Total users: {list.length}</p>
            <TableRegion
              label="Users"
              nowrap
              columns={['#', 'Photo', 'Name', 'Email', 'Role', 'Make admin', 'Ban']}
            >
              {list.map((user, index) => {
                const isSelf = user.email === currentEmail;
                return (
                  <tr key={user._id} data-row-key={user._id}>
                    <th scope="row">{index + 1}</th>
                    <td>
                      <Avatar
                        name={user.name}
                        photoURL={user.photoURL}
                        alt={`${user.name}'s photo`}
                      />
                    </td>
                    <td className="min-w-40 font-medium whitespace-normal">
                      {user.name}
                      {isSelf && <span className="badge badge-ghost badge-sm ml-2">you</span>}
                    </td>
                    <td>{user.email}</td>
                    <td>{user.banned ? 'banned' : user.role}</td>
                    <td>
                      {user.role === 'admin' ? (
                        <span className="font-semibold text-success">
                          {texts.dashboard.adminNow}
                        </span>
                      ) : (
                        <RowButton
                          actions={actions}
                          intent="admin"
                          id={user._id}
                          fate="replaced"
                          className="btn btn-sm btn-primary"
                          disabled={user.banned}
                        >
                          <ActionName text="Make admin" about={`(${user.name})`} />
                        </RowButton>
                      )}
                    </td>
                    <td>
                      {user.banned ? (
                        <span className="text-base-content/70">Banned</span>
                      ) : isSelf ? (
                        <span className="block min-w-28 text-sm whitespace-normal text-base-content/70">
                          You cannot ban yourself
                        </span>
                      ) : (
                        <RowButton
                          actions={actions}
                          intent="ban"
                          id={user._id}
                          fate="replaced"
                          question={banQuestion(user)}
                          className="btn btn-sm btn-error btn-outline"
                        >
                          <ActionName text="Ban" about={user.name} />
                        </RowButton>
                      )}
                    </td>
                  </tr>
                );
              })}
            </TableRegion>
            {dialog}
          </div>
        )}
      </QueryBoundary>
    </div>
  );
}
