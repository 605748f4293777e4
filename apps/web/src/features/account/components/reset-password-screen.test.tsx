import { accountTexts, texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, type ApiHandlers } from '@/testing/mocks/api';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

async function renderReset(href = '/resetPassword?token=tok-1', api: ApiHandlers = {}) {
  const rendered = renderApp(href, { api });
  await screen.findByRole('heading', { level: 1, name: accountTexts.resetHeading });
  return rendered;
}

const invalidLink = () =>
  json({ error: { code: 'BAD_REQUEST', message: accountTexts.linkInvalid } }, 400);
/** The identity library's own words for it, before the API puts the shared sentence. */
const libraryInvalidToken = () =>
  json({ error: { code: 'BAD_REQUEST', message: 'Invalid token' } }, 400);

describe('Reset password', () => {
  it('asks for a new password under the sign-up rule, then goes to Login with the news', async () => {
    const sent: unknown[] = [];
    const { user, app } = await renderReset(undefined, {
      'POST /auth/reset-password': ({ init }) => {
        sent.push(JSON.parse(init?.body as string));
        return { status: true };
      },
    });
    await waitFor(() =>
      expect(document.title).toBe(accountTexts.pageTitle(accountTexts.resetHeading)),
    );
    const field = screen.getByLabelText(accountTexts.newPasswordLabel);
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    expect(field).toHaveAccessibleDescription(accountTexts.passwordRules);
    await user.type(field, 'short');
    await user.click(screen.getByRole('button', { name: accountTexts.resetSave }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(
      `${accountTexts.passwordRules} ${texts.register.passwordLength}`,
    );
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, 'Better1!');
    await user.click(screen.getByRole('button', { name: accountTexts.resetSave }));
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.login.heading }),
    ).toBeVisible();
    expect(app.location().pathname).toBe('/login');
    expect(await screen.findByText(accountTexts.resetDone)).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'tok-1', newPassword: 'Better1!' }]);
  });

  it.each([
    ['the shared sentence', invalidLink],
    ["the library's", libraryInvalidToken],
  ])('says a used link (%s) does not work, and leads to a new one, focused', async (_, answer) => {
    const { user } = await renderReset(undefined, { 'POST /auth/reset-password': answer });
    await user.type(screen.getByLabelText(accountTexts.newPasswordLabel), 'Better1!');
    await user.click(screen.getByRole('button', { name: accountTexts.resetSave }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(accountTexts.linkInvalid);
    expect(alert.parentElement).toHaveFocus();
    expect(screen.getByRole('link', { name: accountTexts.askAgain })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
    expect(screen.queryByLabelText(accountTexts.newPasswordLabel)).toBeNull();
  });

  it('puts the server’s password message under the field', async () => {
    const { user } = await renderReset(undefined, {
      'POST /auth/reset-password': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid.',
              fields: { newPassword: texts.register.passwordPattern },
            },
          },
          400,
        ),
    });
    const field = screen.getByLabelText(accountTexts.newPasswordLabel);
    await user.type(field, 'Better1!');
    await user.click(screen.getByRole('button', { name: accountTexts.resetSave }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        `${accountTexts.passwordRules} ${texts.register.passwordPattern}`,
      ),
    );
  });

  it('without a token in the address, says so and leads to a new link', async () => {
    await renderReset('/resetPassword');
    expect(screen.getByText(accountTexts.resetLinkMissing)).toBeVisible();
    expect(screen.getByRole('link', { name: accountTexts.askAgain })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
    expect(screen.queryByLabelText(accountTexts.newPasswordLabel)).toBeNull();
  });
});
