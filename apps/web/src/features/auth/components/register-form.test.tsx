import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers, type ApiHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { expectMarkedRequired } from '@/testing/required-field';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const valid = {
  Name: 'Bob Baker',
  'Photo URL': 'https://images.example.com/bob.jpg',
  Email: 'Bob@Example.com',
  Password: 'secret1!',
};

async function renderRegister(api: ApiHandlers = {}, state?: unknown) {
  const rendered = renderApp('/signUp', { api, state });
  await screen.findByRole('heading', { level: 1, name: 'Register' });
  return rendered;
}

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  values: Partial<Record<keyof typeof valid, string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const submit = () => screen.getByRole('button', { name: 'Register' });

describe('Register', () => {
  it.each([
    ['Name', '', texts.register.nameRequired],
    ['Photo URL', '', texts.register.photoRequired],
    ['Email', '', texts.register.emailRequired],
    ['Password', '', texts.register.passwordRequired],
    ['Password', 'ab1!', texts.register.passwordLength],
    ['Password', 'abcdefghijklmnopq1!', texts.register.passwordLength],
    ['Password', 'abcdef1', texts.register.passwordPattern],
    ['Password', 'abcdef!', texts.register.passwordPattern],
  ] as const)('%s %j shows "%s" under the field', async (label, value, message) => {
    const { user, fetchMock } = await renderRegister();
    await fill(user, { ...valid, [label]: value });
    await user.click(submit());

    const input = screen.getByLabelText(label);
    // The message is announced with its input (the password also has a hint)…
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // …and listed once at the top of the form, leading to the field.
    expect(screen.getByRole('link', { name: message })).toHaveAttribute('href', `#${input.id}`);
    expect(screen.getAllByText(message)).toHaveLength(2);
    // Nothing was sent: only the start-up calls went out.
    expect(fetchMock.mock.calls.some(([url]) => (url as string).includes('sign-up'))).toBe(false);
  });

  it('marks all four fields required', async () => {
    await renderRegister();
    for (const label of ['Name', 'Photo URL', 'Email', 'Password']) {
      expectMarkedRequired(screen.getByLabelText(label), label);
    }
  });

  it('takes the person to the first wrong field, which reads out its message', async () => {
    const { user } = await renderRegister();
    await fill(user, { ...valid, 'Photo URL': '', Password: 'abc' });
    await user.click(submit());
    const photo = screen.getByLabelText('Photo URL');
    await waitFor(() => expect(photo).toHaveFocus());
    expect(photo).toHaveAccessibleDescription(texts.register.photoRequired);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows every required message at once on an empty form, without browser bubbles', async () => {
    const { user } = await renderRegister();
    expect(submit().closest('form')).toHaveAttribute('novalidate');
    await user.click(submit());
    expect(await screen.findByRole('link', { name: texts.register.nameRequired })).toBeVisible();
    for (const message of [
      texts.register.nameRequired,
      texts.register.photoRequired,
      texts.register.emailRequired,
      texts.register.passwordRequired,
    ]) {
      expect(screen.getByRole('link', { name: message })).toBeVisible();
    }
    expect(screen.getByRole('heading', { name: texts.forms.errorSummary })).toBeVisible();
    expect(document.title).toMatch(/^Error: /);
  });

  it('creates the account, signs it in and returns where the visitor came from', async () => {
    let signedUp = false;
    const bodies: Record<string, unknown> = {};
    const session = signedInHandlers(bob);
    const { user, app } = await renderRegister(
      {
        'GET /auth/get-session': (request) =>
          signedUp ? session['GET /auth/get-session']!(request) : null,
        'POST /auth/sign-up/email': ({ init }) => {
          signedUp = true;
          bodies.signUp = JSON.parse(init?.body as string);
          return { token: 'session', user: {} };
        },
        'POST /jwt': session['POST /jwt'],
      },
      { from: { pathname: '/donationCampaigns' } },
    );
    await fill(user, valid);
    await user.click(submit());

    await waitFor(() => expect(app.location().pathname).toBe('/donationCampaigns'));
    expect(app.historyAction()).toBe('REPLACE');
    expect(bodies.signUp).toEqual({
      name: 'Bob Baker',
      email: 'bob@example.com',
      password: 'secret1!',
      image: 'https://images.example.com/bob.jpg',
    });
    // The server records the account in the users list as it signs it up (POST /users only
    // confirms it): the page asks nothing more of it.
    expect(window.localStorage.getItem('access-token')).toBe(`token-for-${bob.email}`);
    // Signed in here too: the guarded page shows, not Login.
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.nav.donationCampaigns }),
    ).toBeVisible();
  });

  it("puts the server's field messages under their fields", async () => {
    const { user } = await renderRegister({
      'POST /auth/sign-up/email': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid.',
              fields: { image: 'That photo address is not reachable.' },
            },
          },
          400,
        ),
    });
    await fill(user, valid);
    await user.click(submit());
    const photo = screen.getByLabelText('Photo URL');
    await waitFor(() => expect(photo).toHaveFocus());
    expect(photo).toHaveAccessibleDescription('That photo address is not reachable.');
    expect(photo).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the e-mail is already registered', async () => {
    const { user } = await renderRegister({
      'POST /auth/sign-up/email': () =>
        json({ error: { code: 'CONFLICT', message: 'User already exists.' } }, 409),
    });
    await fill(user, valid);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with that e-mail already exists.',
    );
    expect(screen.getByLabelText('Email')).not.toHaveFocus();
  });

  it('links to the login screen', async () => {
    await renderRegister();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
