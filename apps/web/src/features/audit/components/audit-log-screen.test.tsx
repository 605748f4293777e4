import { AUDIT_ACTIONS, type AuditEntry, auditActionLabels } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { ann, users } from '@/testing/mocks/data';
import { pageResponse } from '@/testing/mocks/donations';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const rename: AuditEntry = {
  _id: 'a1',
  adminId: 'u1',
  adminName: 'Ann Admin',
  adminEmail: 'ann@example.com',
  action: 'pet.update',
  targetType: 'pet',
  targetId: 'p1',
  targetLabel: 'Rexy',
  clientAddress: '203.0.113.7',
  before: { petName: 'Rex', petAge: 14 },
  after: { petName: 'Rexy', petAge: 20 },
  createdAt: '2026-03-02T09:00:00.000Z',
};

const signIn: AuditEntry = {
  ...rename,
  _id: 'a2',
  action: 'admin.signIn',
  targetType: 'user',
  targetId: 'u1',
  targetLabel: 'ann@example.com',
  before: null,
  after: { method: 'password' },
};

const asAdmin = signedInHandlers(ann, { admin: true });

describe('auditLog', () => {
  it('shows who did what, to which record, from where, and what changed', async () => {
    renderApp('/dashboard/auditLog', {
      api: { ...asAdmin, 'GET /users': () => users, 'GET /audit': () => [rename, signIn] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pet Adoption | Dashboard | Audit log'));
    const table = await screen.findByRole('region', { name: 'Audit log' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Admin', 'Action', 'Record', 'Client address', 'Changes']);

    const row = within(table).getByRole('row', { name: /Changed a pet/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells.slice(1, 5).map((cell) => cell.textContent)).toEqual([
      'Ann Adminann@example.com',
      'Changed a pet',
      'PetRexy',
      '203.0.113.7',
    ]);
    const changes = within(row).getAllByRole('listitem');
    expect(changes.map((item) => item.textContent)).toEqual([
      'Name: Rex →to Rexy',
      'Age (months): 14 →to 20',
    ]);
    const signInRow = within(table).getByRole('row', { name: /Signed in/ });
    expect(within(signInRow).getByRole('listitem')).toHaveTextContent('Signed in with: password');
  });

  it('names the adoption request and shelter records, and offers every action by its label', async () => {
    const decline: AuditEntry = {
      ...rename,
      _id: 'a4',
      action: 'adoptionRequest.decline',
      targetType: 'adoptionRequest',
      targetId: 'r1',
      targetLabel: 'Otto Other for Rex',
      before: null,
      after: { status: 'declined', note: 'Found a home nearer.' },
    };
    const shelter: AuditEntry = {
      ...rename,
      _id: 'a5',
      action: 'shelter.updateDetails',
      targetType: 'shelter',
      targetId: null,
      targetLabel: 'Hillside Rescue',
      before: { charityNumber: 'CH-1' },
      after: { charityNumber: 'CH-2' },
    };
    renderApp('/dashboard/auditLog', {
      api: { ...asAdmin, 'GET /users': () => users, 'GET /audit': () => [decline, shelter] },
    });
    const table = await screen.findByRole('region', { name: 'Audit log' });
    const cellsOf = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cellsOf(/Declined an adoption request/).slice(2, 4)).toEqual([
      'Declined an adoption request',
      'Adoption requestOtto Other for Rex',
    ]);
    expect(cellsOf(/Changed the shelter’s receipt details/).slice(2, 4)).toEqual([
      'Changed the shelter’s receipt details',
      'ShelterHillside Rescue',
    ]);
    const actions = within(screen.getByRole('combobox', { name: 'Action' })).getAllByRole('option');
    expect(actions.map((option) => option.getAttribute('value'))).toEqual(['', ...AUDIT_ACTIONS]);
    expect(actions.map((option) => option.textContent)).toEqual([
      'All actions',
      ...AUDIT_ACTIONS.map((action) => auditActionLabels[action]),
    ]);
    // One label, one action: the filter cannot offer two alike.
    expect(new Set(Object.values(auditActionLabels)).size).toBe(AUDIT_ACTIONS.length);
  });

  it('filters with a GET form of admins and actions, and keeps the filters when paging', async () => {
    const asked: string[] = [];
    const { user, app } = renderApp('/dashboard/auditLog', {
      api: {
        ...asAdmin,
        'GET /users': () => users,
        'GET /audit': ({ url }) => {
          asked.push(url.search);
          return url.searchParams.get('cursor') === 'c2'
            ? json([{ ...signIn, _id: 'a3', targetLabel: 'older' }])
            : pageResponse([rename], { next: 'c2', total: 2 });
        },
      },
    });
    const form = await screen.findByRole('search', { name: 'Filter the audit log' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/dashboard/auditLog');

    const admin = within(form).getByRole('combobox', { name: 'Admin' });
    await within(admin).findByRole('option', { name: 'Ann Admin (ann@example.com)' });
    // Only admins are offered.
    expect(
      within(admin)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All admins', 'Ann Admin (ann@example.com)']);
    await user.selectOptions(admin, 'u1');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Action' }), 'pet.update');
    await user.type(within(form).getByLabelText(/^From/), '2026-03-01');
    await user.click(within(form).getByRole('button', { name: 'Filter' }));

    await waitFor(() =>
      expect(app.location().search).toBe('?adminId=u1&action=pet.update&from=2026-03-01'),
    );
    await waitFor(() =>
      expect(asked.at(-1)).toBe('?adminId=u1&action=pet.update&from=2026-03-01&limit=25'),
    );
    expect(await screen.findByText('2 entries')).toBeVisible();

    const next = within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', {
      name: 'Next',
    });
    expect(next).toHaveAttribute(
      'href',
      '/dashboard/auditLog?adminId=u1&action=pet.update&from=2026-03-01&cursor=c2',
    );
    await user.click(next);
    expect(await screen.findByText('older')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(app.location().search).toBe(''));
    // The fields show the address's filters again: none.
    expect(screen.getByRole('combobox', { name: 'Admin' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('');
  });

  it('says so when nothing matches the filters', async () => {
    renderApp('/dashboard/auditLog?action=user.ban', {
      api: { ...asAdmin, 'GET /users': () => users, 'GET /audit': () => [] },
    });
    expect(await screen.findByText('No entries match these filters.')).toBeVisible();
  });

  it('refuses a last day before the first without asking the server', async () => {
    const { fetchMock } = renderApp('/dashboard/auditLog?from=2026-03-04&to=2026-03-01', {
      api: { ...asAdmin, 'GET /users': () => users },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('These filters cannot be used.');
    expect(screen.getByText('The last day cannot be before the first.')).toBeVisible();
    expect(screen.getByLabelText(/^To/)).toHaveAttribute('aria-invalid', 'true');
    const asked = fetchMock.mock.calls.map(([input]) =>
      input instanceof Request ? input.url : input instanceof URL ? input.href : input,
    );
    expect(asked.filter((url) => url.includes('/api/audit'))).toEqual([]);
  });
});
