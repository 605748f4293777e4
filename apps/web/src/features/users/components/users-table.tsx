import { TOASTS, texts, type User } from '@pet-adoption/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ActionName } from '@/components/ui/action-name';
import { Avatar } from '@/components/ui/avatar';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { RowAction } from '@/components/ui/row-action';
import { RowRefusal } from '@/components/ui/row-refusal';
import { useRowFocus } from '@/components/ui/row-focus';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
import { useBanUser, useMakeAdmin, useUsers } from '../api/users';

function failure(error: unknown) {
  return error instanceof Error ? error.message : 'That did not work. Please try again.';
}

/**
 * The users table: index, photo, name, email, role, make admin, ban, and the total. The signed-in
 * admin's own row cannot be banned (the server refuses it too). Make admin and Ban are forms the
 * route's action answers when the browser sends them (actions/users-table.server.ts); a ban asks
 * first, naming the person, with focus on Cancel.
 */
export function UsersTable({ currentEmail }: { currentEmail: string }) {
  const users = useUsers();
  const makeAdmin = useMakeAdmin();
  const banUser = useBanUser();
  const [toBan, setToBan] = useState<User | null>(null);
  const { scopeRef, trackAction, settleAction } = useRowFocus();

  const promote = (user: User) => {
    makeAdmin.mutate(user, {
      onSuccess: () =>
        toast.success(texts.dashboard.isAdminNow(user.name), {
          duration: TOASTS.dashboardSuccessMs,
        }),
      onError: (error) => toast.error(failure(error)),
      onSettled: (_data, error) => settleAction(error ? 'failed' : 'done'),
    });
  };

  const confirmBan = () => {
    if (!toBan) return;
    banUser.mutate(toBan, {
      onSuccess: () => {
        toast.success(texts.dashboard.userBanned(toBan.name), {
          duration: TOASTS.dashboardSuccessMs,
        });
        setToBan(null);
        settleAction('done');
      },
      onError: (error) => {
        toast.error(failure(error));
        setToBan(null);
        settleAction('failed');
      },
    });
  };

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
                const promoting = makeAdmin.isPending && makeAdmin.variables._id === user._id;
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
                        <RowAction
                          intent="admin"
                          id={user._id}
                          className="btn btn-sm btn-primary"
                          disabled={promoting || user.banned}
                          onAction={(button) => {
                            trackAction(button, 'replaced');
                            promote(user);
                          }}
                        >
                          <ActionName text="Make admin" about={`(${user.name})`} />
                        </RowAction>
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
                        <RowAction
                          intent="ban"
                          id={user._id}
                          className="btn btn-sm btn-error btn-outline"
                          onAction={(button) => {
                            trackAction(button, 'replaced');
                            setToBan(user);
                          }}
                        >
                          <ActionName text="Ban" about={user.name} />
                        </RowAction>
                      )}
                    </td>
                  </tr>
                );
              })}
            </TableRegion>
            <ConfirmDialog
              open={toBan !== null}
              title={texts.confirmBan.title(toBan?.name ?? '')}
              text={texts.confirmBan.text(toBan?.name ?? '')}
              confirmLabel={texts.confirmBan.confirm(toBan?.name ?? '')}
              initialFocus="cancel"
              busy={banUser.isPending}
              onConfirm={confirmBan}
              onCancel={() => setToBan(null)}
            />
          </div>
        )}
      </QueryBoundary>
    </div>
  );
}
