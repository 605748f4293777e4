import { accountTexts, texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, type ApiHandlers } from '@/testing/mocks/api';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

async function renderForgot(api: ApiHandlers = {}) {
  const rendered = renderApp('/forgotPassword', { api });
  await screen.findByRole('heading', { level: 1, name: accountTexts.forgotHeading });
  return rendered;
}

describe('Forgot password', () => {
  it('is linked from Login, after the password field', async () => {
    const { user, app } = renderApp('/login');
    const link = await screen.findByRole('link', { name: accountTexts.forgotLink });
    expect(link).toHaveAttribute('href', '/forgotPassword');
    // In the reading order right after the password, before Login Now.
    const password = screen.getByLabelText('Password');
    const submit = screen.getByRole('button', { name: texts.login.submit });
    expect(password.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(link.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: accountTexts.forgotHeading }),
    ).toBeVisible();
    expect(app.location().pathname).toBe('/forgotPassword');
  });

  it('sends the address and says the same sentence whatever the answer, in a status', async () => {
    const sent: unknown[] = [];
    const { user } = await renderForgot({
      'POST /auth/request-password-reset': ({ init }) => {
        sent.push(JSON.parse(init?.body as string));
        return { status: true };
      },
    });
    await waitFor(() =>
      expect(document.title).toBe(accountTexts.pageTitle(accountTexts.forgotHeading)),
    );
    expect(screen.getByText(accountTexts.forgotIntro)).toBeVisible();
    await user.type(screen.getByLabelText(accountTexts.emailLabel), ' Ann@Example.com ');
    await user.click(screen.getByRole('button', { name: accountTexts.forgotSend }));
    const thanks = await screen.findByText(accountTexts.forgotSent);
    expect(screen.getByRole('status')).toContainElement(thanks);
    // The person is taken to the answer rather than left on a button that did its work.
    expect(thanks).toHaveFocus();
    expect(sent).toEqual([{ email: 'ann@example.com' }]);
  });

  it('checks the address with the shared rule before sending anything', async () => {
    const { user, fetchMock } = await renderForgot();
    await user.type(screen.getByLabelText(accountTexts.emailLabel), 'not-an-address');
    await user.click(screen.getByRole('button', { name: accountTexts.forgotSend }));
    const email = screen.getByLabelText(accountTexts.emailLabel);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByRole('link', { name: 'Enter a valid e-mail address.' })).toBeVisible();
    expect(
      fetchMock.mock.calls.some(([url]) => (url as string).includes('request-password-reset')),
    ).toBe(false);
  });

  it("shows the server's sentence when it is asked too often", async () => {
    const limited = 'Too many links asked for. Please wait an hour and try again.';
    const { user } = await renderForgot({
      'POST /auth/request-password-reset': () =>
        json({ error: { code: 'RATE_LIMITED', message: limited } }, 429),
    });
    await user.type(screen.getByLabelText(accountTexts.emailLabel), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: accountTexts.forgotSend }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(screen.queryByText(accountTexts.forgotSent)).toBeNull();
  });

  it("puts the server's word about the address under the field", async () => {
    const { user } = await renderForgot({
      'POST /auth/request-password-reset': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid.',
              fields: { email: 'That address cannot receive e-mail.' },
            },
          },
          400,
        ),
    });
    await user.type(screen.getByLabelText(accountTexts.emailLabel), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: accountTexts.forgotSend }));
    const email = screen.getByLabelText(accountTexts.emailLabel);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('That address cannot receive e-mail.'),
    );
    expect(email).toHaveFocus();
  });
});
