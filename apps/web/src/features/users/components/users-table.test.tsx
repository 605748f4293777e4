import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { dropFocusFromDisabledControls } from '@/testing/focus';
import { signedInHandlers, type ApiHandlers } from '@/testing/mocks/api';
import { ann, users } from '@/testing/mocks/data';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

async function renderUsers(api: ApiHandlers = {}) {
  const rendered = renderApp('/dashboard/makeAdmin', {
    api: { ...signedInHandlers(ann, { admin: true }), 'GET /users': () => users, ...api },
  });
  await screen.findByRole('table');
  return rendered;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('makeAdmin (all users)', () => {
  it('lists users with index, photo, name, email, role, make admin, ban and the total', async () => {
    await renderUsers();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Photo', 'Name', 'Email', 'Role', 'Make admin', 'Ban']);
    expect(screen.getByText('Total users: 3')).toBeVisible();
    const own = rowOf('Ann Admin');
    expect(within(own).getByText(texts.dashboard.adminNow)).toBeVisible();
    expect(within(own).getByText('You cannot ban yourself')).toBeVisible();
    expect(within(own).queryByRole('button')).toBeNull();
    const makeAdmin = within(rowOf('Bob Baker')).getByRole('button', {
      name: 'Make admin (Bob Baker)',
    });
    expect(makeAdmin).toBeEnabled();
    // Voice control users say what they see: the name starts with the visible text.
    expect(makeAdmin).toHaveTextContent(/^Make admin/);
    expect(makeAdmin).not.toHaveAttribute('aria-label');
  });

  it("makes a user admin: toast '{name} is an Admin now' and 'Admin Now' replaces the button", async () => {
    dropFocusFromDisabledControls();
    let list = users;
    let patched = '';
    const { user } = await renderUsers({
      'GET /users': () => list,
      'PATCH /users/admin/u2': ({ url }) => {
        patched = url.pathname;
        list = users.map((each) =>
          each._id === 'u2' ? { ...each, role: 'admin' as const } : each,
        );
        return { modifiedCount: 1 };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Make admin (Bob Baker)' }));

    // Toasts fade in, so jsdom never sees them as visible; being rendered is the check.
    expect(await screen.findByText(texts.dashboard.isAdminNow('Bob Baker'))).toBeInTheDocument();
    expect(patched).toBe('/api/users/admin/u2');
    const row = rowOf('Bob Baker');
    expect(within(row).getByText(texts.dashboard.adminNow)).toBeVisible();
    expect(within(row).queryByRole('button', { name: /admin/ })).toBeNull();
    // The button gave way to text: focus moves on to the row's next action.
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: 'Ban Bob Baker' })).toHaveFocus(),
    );
  });

  it('bans only after a confirmation that names the person, starting on Cancel', async () => {
    let list = users;
    let deletes = 0;
    const { user } = await renderUsers({
      'GET /users': () => list,
      'DELETE /users/u3': () => {
        deletes += 1;
        list = users.map((each) => (each._id === 'u3' ? { ...each, banned: true } : each));
        return { deletedCount: 1 };
      },
    });

    // Cancel first: nothing happens.
    await user.click(screen.getByRole('button', { name: 'Ban Cleo Cruz' }));
    let dialog = screen.getByRole('dialog', { name: texts.confirmBan.title('Cleo Cruz') });
    expect(dialog).toHaveAccessibleDescription(texts.confirmBan.text('Cleo Cruz'));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ban Cleo Cruz' }));
    dialog = screen.getByRole('dialog', { name: texts.confirmBan.title('Cleo Cruz') });
    await user.click(
      within(dialog).getByRole('button', { name: texts.confirmBan.confirm('Cleo Cruz') }),
    );

    await waitFor(() => expect(within(rowOf('Cleo Cruz')).getByText('Banned')).toBeVisible());
    expect(deletes).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Ban was the row's last action: focus goes to the table rather than the page.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Users' })).toHaveFocus());
  });
});
