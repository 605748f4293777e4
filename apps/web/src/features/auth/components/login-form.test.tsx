import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers, type ApiHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { expectMarkedRequired } from '@/testing/required-field';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

async function renderLogin(api: ApiHandlers = {}, state?: unknown) {
  const rendered = renderApp('/login', { api, state });
  await screen.findByRole('heading', { level: 1, name: texts.login.heading });
  return rendered;
}

/** Signs in as Bob once the password call succeeds. */
function passwordSignIn(answer?: () => Response): ApiHandlers {
  let signedIn = false;
  const session = signedInHandlers(bob);
  return {
    ...session,
    'GET /auth/get-session': (request) =>
      signedIn ? session['GET /auth/get-session']!(request) : null,
    'POST /auth/sign-in/email': () => {
      if (answer) return answer();
      signedIn = true;
      return { redirect: false, token: 'session' };
    },
  };
}

async function submit(user: ReturnType<typeof renderApp>['user'], password = 'secret1!') {
  await user.type(screen.getByLabelText('Email'), bob.email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: texts.login.submit }));
}

describe('Login', () => {
  it('has the Login texts, labelled inputs and the link to register', async () => {
    await renderLogin();
    expect(document.title).toBe(texts.titles.login);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expectMarkedRequired(email, 'Email');
    expectMarkedRequired(screen.getByLabelText('Password'), 'Password');
    expect(screen.getByText(texts.login.newHere, { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: texts.login.registerLink })).toHaveAttribute(
      'href',
      '/signUp',
    );
  });

  it("says 'This Password field is required' for an empty password, not the browser's bubble", async () => {
    const { user } = await renderLogin(passwordSignIn());
    await user.type(screen.getByLabelText('Email'), bob.email);
    await user.click(screen.getByRole('button', { name: texts.login.submit }));
    const password = screen.getByLabelText('Password');
    // The person is taken to the field, which reads out its message.
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription('This Password field is required');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).not.toHaveAttribute('required');
  });

  it('shows the success dialog without a button, then returns to `from` replacing /login', async () => {
    const { user, app } = await renderLogin(passwordSignIn(), {
      from: { pathname: '/petListing' },
    });
    await submit(user);

    const dialog = await screen.findByRole(
      'dialog',
      { name: texts.login.success },
      { timeout: 3000 },
    );
    expect(within(dialog).queryByRole('button')).toBeNull();
    expect(app.location().pathname).toBe('/login');

    await waitFor(() => expect(app.location().pathname).toBe('/petListing'), {
      timeout: 3000,
    });
    expect(app.historyAction()).toBe('REPLACE');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem('access-token')).toBe(`token-for-${bob.email}`);
  });

  it('returns to the page the server sent a signed-out visitor from (?redirectTo=)', async () => {
    const { user, app } = renderApp(
      `/login?redirectTo=${encodeURIComponent('/petListing?category=dog')}`,
      { api: passwordSignIn() },
    );
    await screen.findByRole('heading', { level: 1, name: texts.login.heading });
    await submit(user);
    await waitFor(() => expect(app.location().pathname).toBe('/petListing'), {
      timeout: 3000,
    });
    expect(app.location().search).toBe('?category=dog');
  });

  it('goes home when there is nowhere to return to', async () => {
    const { user, app } = await renderLogin(passwordSignIn());
    await submit(user);
    await waitFor(() => expect(app.location().pathname).toBe('/'), { timeout: 3000 });
  });

  it.each([
    [
      401,
      { error: { code: 'UNAUTHORIZED', message: 'Invalid email or password' } },
      'That e-mail and password do not match an account.',
    ],
    [
      429,
      {
        error: {
          code: 'RATE_LIMITED',
          message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
        },
      },
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    ],
  ])('answers a %i with a sentence under the form', async (status, body, sentence) => {
    const { user, app } = await renderLogin(passwordSignIn(() => json(body, status)));
    await submit(user, 'wrong1!');
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    // The sentence is about the pair, so neither field is marked nor takes focus.
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).not.toHaveFocus();
    // Focus stayed on Login Now through the wait, never falling to the page's body.
    expect(screen.getByRole('button', { name: texts.login.submit })).toHaveFocus();
    expect(app.location().pathname).toBe('/login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the server cannot be reached', async () => {
    const { user } = await renderLogin({
      'POST /auth/sign-in/email': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
  });

  it('keeps unconfigured social buttons visible but disabled, saying why', async () => {
    await renderLogin({
      'GET /config': () => ({ socialProviders: { google: false, github: true } }),
    });
    const google = screen.getByRole('button', { name: texts.login.google });
    await waitFor(() => expect(google).toBeDisabled());
    expect(google).toHaveAccessibleDescription('Google sign-in is not set up on this server.');
    expect(screen.getByRole('button', { name: texts.login.github })).toBeEnabled();
  });
});
