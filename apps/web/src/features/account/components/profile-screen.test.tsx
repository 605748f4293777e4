import { accountTexts, EMAIL_TAKEN_MESSAGE, texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers, type ApiHandlers } from '@/testing/mocks/api';
import { bob, type TestUser } from '@/testing/mocks/data';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

async function renderProfile(person: TestUser = bob, api: ApiHandlers = {}) {
  const rendered = renderApp('/dashboard/profile', {
    api: { ...signedInHandlers(person), ...api },
  });
  await screen.findByRole('heading', { level: 1, name: accountTexts.profileHeading });
  return rendered;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/dashboard/profile', () => {
  it('is in the sidebar, and shows the name, photo and address', async () => {
    await renderProfile({ ...bob, photoURL: 'https://images.example.com/bob.jpg' });
    await waitFor(() =>
      expect(document.title).toBe(texts.titles.dashboardScreen(accountTexts.profileHeading)),
    );
    const nav = screen.getByRole('navigation', { name: texts.dashboard.userHeading });
    expect(within(nav).getByRole('link', { name: accountTexts.profileHeading })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const details = section(accountTexts.profileDetailsLegend);
    expect(within(details).getByLabelText(accountTexts.nameLabel)).toHaveValue(bob.name);
    expect(within(details).getByLabelText(accountTexts.photoLabel)).toHaveValue(
      'https://images.example.com/bob.jpg',
    );
    const email = section(accountTexts.emailLegend);
    expect(within(email).getByText(accountTexts.currentEmail(bob.email, true))).toBeVisible();
    expect(within(email).getByLabelText(accountTexts.newEmailLabel)).toHaveValue('');
    // Confirmed: nothing to send again, and no banner.
    expect(screen.queryByRole('button', { name: accountTexts.verifyResend })).toBeNull();
    expect(screen.queryByRole('region', { name: accountTexts.verifyBannerLabel })).toBeNull();
  });

  it('saves the name and photo, and the navbar shows the new name', async () => {
    let name = bob.name;
    const session = signedInHandlers(bob)['GET /auth/get-session']!;
    const sent: unknown[] = [];
    const { user } = await renderProfile(bob, {
      'GET /auth/get-session': async (request) => {
        const answer = (await session(request)) as { user: object };
        return { ...answer, user: { ...answer.user, name } };
      },
      'POST /auth/update-user': ({ init }) => {
        sent.push(JSON.parse(init?.body as string));
        name = 'Robert Baker';
        return { status: true };
      },
    });
    expect(await screen.findByRole('img', { name: "Bob Baker's photo" })).toBeInTheDocument();
    const details = section(accountTexts.profileDetailsLegend);
    const nameField = within(details).getByLabelText(accountTexts.nameLabel);
    await user.clear(nameField);
    await user.type(nameField, 'Robert Baker');
    await user.type(
      within(details).getByLabelText(accountTexts.photoLabel),
      'https://images.example.com/rob.jpg',
    );
    await user.click(within(details).getByRole('button', { name: accountTexts.profileSave }));
    expect(await screen.findByText(accountTexts.profileSaved)).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Robert Baker', image: 'https://images.example.com/rob.jpg' }]);
    expect(await screen.findByRole('img', { name: "Robert Baker's photo" })).toBeInTheDocument();
  });

  it('checks the name and photo with the sign-up rules before sending', async () => {
    const { user, fetchMock } = await renderProfile();
    const details = section(accountTexts.profileDetailsLegend);
    await user.clear(within(details).getByLabelText(accountTexts.nameLabel));
    await user.click(within(details).getByRole('button', { name: accountTexts.profileSave }));
    const nameField = within(details).getByLabelText(accountTexts.nameLabel);
    await waitFor(() => expect(nameField).toHaveFocus());
    expect(nameField).toHaveAccessibleDescription(texts.register.nameRequired);
    expect(within(details).getByLabelText(accountTexts.photoLabel)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(
      fetchMock.mock.calls.some(([url]) => (url as string).includes('/auth/update-user')),
    ).toBe(false);
  });

  it('sends a link to a new address and says where it went', async () => {
    const sent: unknown[] = [];
    const { user } = await renderProfile(bob, {
      'POST /account/change-email': ({ init }) => {
        sent.push(JSON.parse(init?.body as string));
        return { sentTo: 'bobby@example.com' };
      },
    });
    const email = section(accountTexts.emailLegend);
    const field = within(email).getByLabelText(accountTexts.newEmailLabel);
    await user.type(field, 'Bobby@Example.com');
    await user.click(within(email).getByRole('button', { name: accountTexts.changeEmail }));
    // The page comes back saying so, in a status that takes focus.
    const news = await screen.findByText(accountTexts.changeSent('bobby@example.com'));
    expect(news.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(news.closest('[role="status"]')).toHaveFocus());
    expect(sent).toEqual([{ email: 'bobby@example.com' }]);
    // The form starts empty again.
    await waitFor(() =>
      expect(within(email).getByLabelText(accountTexts.newEmailLabel)).toHaveValue(''),
    );
  });

  it('puts a refused address under the field: the same one, or one taken', async () => {
    let answer = () =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are not valid.',
            fields: { email: accountTexts.sameEmail },
          },
        },
        400,
      );
    const { user } = await renderProfile(bob, { 'POST /account/change-email': () => answer() });
    const email = section(accountTexts.emailLegend);
    const field = within(email).getByLabelText(accountTexts.newEmailLabel);
    await user.type(field, bob.email);
    await user.click(within(email).getByRole('button', { name: accountTexts.changeEmail }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(accountTexts.sameEmail));
    expect(field).toHaveFocus();

    answer = () => json({ error: { code: 'CONFLICT', message: EMAIL_TAKEN_MESSAGE } }, 409);
    await user.clear(field);
    await user.type(field, 'ann@example.com');
    await user.click(within(email).getByRole('button', { name: accountTexts.changeEmail }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(EMAIL_TAKEN_MESSAGE));
  });

  it("says the server's sentence at the form it refused, and only there", async () => {
    const limited = 'Too many changes asked for. Please wait an hour and try again.';
    const { user } = await renderProfile(bob, {
      'POST /account/change-email': () =>
        json({ error: { code: 'RATE_LIMITED', message: limited } }, 429),
    });
    const email = section(accountTexts.emailLegend);
    await user.type(within(email).getByLabelText(accountTexts.newEmailLabel), 'a@b.co');
    await user.click(within(email).getByRole('button', { name: accountTexts.changeEmail }));
    expect(await within(email).findByRole('alert')).toHaveTextContent(limited);
    const details = section(accountTexts.profileDetailsLegend);
    expect(within(details).queryByRole('alert')).toBeNull();
    // Only the form that was sent waited for its answer.
    expect(
      within(details).getByRole('button', { name: accountTexts.profileSave }),
    ).not.toHaveAttribute('aria-disabled');
  });

  it('offers the confirmation link again while the address is not confirmed', async () => {
    let calls = 0;
    const { user } = await renderProfile(
      { ...bob, emailVerified: false },
      {
        'POST /account/verification-email': () => {
          calls += 1;
          return { sentTo: bob.email };
        },
      },
    );
    const email = section(accountTexts.emailLegend);
    expect(within(email).getByText(accountTexts.currentEmail(bob.email, false))).toBeVisible();
    await user.click(within(email).getByRole('button', { name: accountTexts.verifyResend }));
    expect(await screen.findByText(accountTexts.verifySent(bob.email))).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
