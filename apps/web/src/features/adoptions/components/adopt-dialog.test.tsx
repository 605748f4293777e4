import { applicationTexts, texts, type ApplicationQuestion } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob, makeApplication, makePet } from '@/testing/mocks/data';
import { expectMarkedRequired, expectNotMarkedRequired } from '@/testing/required-field';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const milo = makePet({ _id: 'p1', petName: 'Milo', email: 'cleo@example.com' });
/** The lister asks nothing and the adopter has no profile yet, unless a test says otherwise. */
const asking = {
  'GET /petListing/p1/application': () => makeApplication(),
  'GET /adopter-profile': () => ({}),
};

describe('pet details and Adopt Now', () => {
  it('shows the fields, validates phone and address, then sends the request', async () => {
    let body: unknown = null;
    const { user } = renderApp('/petDetails/p1', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing/p1': () => milo,
        ...asking,
        'POST /adoptionUsers': ({ init }) => {
          body = JSON.parse(init?.body as string);
          return { insertedId: 'a1' };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Milo' })).toBeVisible();
    expect(screen.getByText('12 months')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: texts.petDetails.adoptNow }));
    // The dialog's code loads when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Adopt Milo' });
    // The form comes with the lister's questions.
    expect(await within(dialog).findByLabelText('Name')).toHaveValue(bob.name);
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Email')).toHaveValue(bob.email);

    await user.click(within(dialog).getByRole('button', { name: texts.petDetails.submit }));
    // Under each field, and in the summary at the top of the form, leading to it.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Phone Number')).toHaveAccessibleDescription(
        'This Phone Number field is required',
      ),
    );
    expect(
      within(dialog).getByRole('link', { name: 'This Address field is required' }),
    ).toBeVisible();
    expect(body).toBeNull();

    await user.type(within(dialog).getByLabelText('Phone Number'), '+880 1711 000000');
    await user.type(within(dialog).getByLabelText('Address'), '12 Lake Road, Dhaka');
    await user.click(within(dialog).getByRole('button', { name: texts.petDetails.submit }));
    expect(await screen.findByText('Your request to adopt Milo was sent.')).toBeInTheDocument();
    // Sent, the dialog closes: the sentence is the page's.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({
      petId: 'p1',
      phoneNumber: '+880 1711 000000',
      address: '12 Lake Road, Dhaka',
      answers: [],
      // An empty list of ages is "no children" (the field's hint says so).
      profile: { children: [] },
    });
  });

  it('marks phone and address required, takes the person to the first one missing', async () => {
    const { user } = renderApp('/petDetails/p1', {
      api: { ...signedInHandlers(bob), 'GET /petListing/p1': () => milo, ...asking },
    });
    await user.click(await screen.findByRole('button', { name: texts.petDetails.adoptNow }));
    // The dialog's code loads when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Adopt Milo' });
    const phone = await within(dialog).findByLabelText('Phone Number');
    const address = within(dialog).getByLabelText('Address');
    expectMarkedRequired(phone, 'Phone Number');
    expectMarkedRequired(address, 'Address');
    // Filled in from the account: nothing to ask.
    expectNotMarkedRequired(within(dialog).getByLabelText('Name'));

    await user.type(phone, '01711000000');
    await user.click(within(dialog).getByRole('button', { name: texts.petDetails.submit }));
    await waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveAccessibleDescription('This Address field is required');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's 409 sentence", async () => {
    const message = 'You have already asked to adopt this pet.';
    const { user } = renderApp('/petDetails/p1', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing/p1': () => milo,
        ...asking,
        'POST /adoptionUsers': () => json({ error: { code: 'CONFLICT', message } }, 409),
      },
    });
    await user.click(await screen.findByRole('button', { name: texts.petDetails.adoptNow }));
    // The dialog's code loads when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Adopt Milo' });
    await user.type(await within(dialog).findByLabelText('Phone Number'), '01711000000');
    await user.type(within(dialog).getByLabelText('Address'), 'Dhaka');
    await user.click(within(dialog).getByRole('button', { name: texts.petDetails.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('Address')).not.toHaveFocus();
  });

  describe("with the lister's questions and the adopter's profile", () => {
    const questions: ApplicationQuestion[] = [
      { id: 'why', label: 'Why Milo?', type: 'longText', options: [], required: true },
      { id: 'garden', label: 'Is there a garden?', type: 'yesNo', options: [], required: false },
      {
        id: 'home',
        label: 'Where will Milo sleep?',
        type: 'choice',
        options: ['Inside', 'Outside'],
        required: true,
      },
    ];
    const saved = {
      adults: 2,
      children: [4, 9],
      ownOrRent: 'rent',
      landlordAllowsPets: true,
      about: 'A quiet home.',
    };
    const labels = applicationTexts.labels;

    it('asks them, marks the required ones, fills in the profile and sends it all', async () => {
      let body: unknown = null;
      const { user } = renderApp('/petDetails/p1', {
        api: {
          ...signedInHandlers(bob),
          'GET /petListing/p1': () => milo,
          'GET /petListing/p1/application': () => makeApplication({ questions }),
          'GET /adopter-profile': () => saved,
          'POST /adoptionUsers': ({ init }) => {
            body = JSON.parse(init?.body as string);
            return { insertedId: 'a1' };
          },
        },
      });
      await user.click(await screen.findByRole('button', { name: texts.petDetails.adoptNow }));
      const dialog = await screen.findByRole('dialog', { name: 'Adopt Milo' });
      const phone = await within(dialog).findByLabelText('Phone Number');
      expect(phone).toHaveFocus();
      const asked = within(dialog).getByRole('group', { name: applicationTexts.listerQuestions });
      expectMarkedRequired(within(asked).getByLabelText('Why Milo?'), 'Why Milo?');
      expect(within(asked).getByRole('radio', { name: 'Inside' })).toBeRequired();
      expect(within(asked).getByRole('radio', { name: 'Yes' })).not.toBeRequired();
      const home = within(dialog).getByRole('group', { name: applicationTexts.aboutYourHome });
      expect(within(home).getByLabelText(labels.adults)).toHaveValue(2);
      expect(within(home).getByLabelText(labels.children)).toHaveValue('4, 9');
      expect(within(home).getByLabelText(labels.landlordAllowsPets)).toHaveValue('yes');
      expect(within(home).getByLabelText(labels.about)).toHaveValue('A quiet home.');

      await user.type(phone, '01711000000');
      await user.type(within(dialog).getByLabelText('Address'), 'Dhaka');
      await user.click(within(dialog).getByRole('button', { name: texts.petDetails.submit }));
      const why = within(asked).getByLabelText('Why Milo?');
      await waitFor(() => expect(why).toHaveFocus());
      expect(why).toHaveAccessibleDescription(applicationTexts.answerRequired('Why Milo?'));
      expect(
        within(dialog).getByRole('link', {
          name: applicationTexts.answerRequired('Where will Milo sleep?'),
        }),
      ).toBeVisible();
      expect(body).toBeNull();

      await user.type(why, 'He likes naps.');
      await user.click(within(asked).getByRole('radio', { name: 'Inside' }));
      await user.click(within(asked).getByRole('radio', { name: 'Yes' }));
      // Changed for this request only.
      await user.clear(within(home).getByLabelText(labels.adults));
      await user.type(within(home).getByLabelText(labels.adults), '3');
      await user.click(within(dialog).getByRole('button', { name: texts.petDetails.submit }));
      expect(await screen.findByText('Your request to adopt Milo was sent.')).toBeInTheDocument();
      expect(body).toEqual({
        petId: 'p1',
        phoneNumber: '01711000000',
        address: 'Dhaka',
        answers: [
          { questionId: 'why', answer: 'He likes naps.' },
          { questionId: 'garden', answer: 'yes' },
          { questionId: 'home', answer: 'Inside' },
        ],
        profile: { ...saved, adults: 3 },
      });
    });

    it("puts the server's message about an answer under its question", async () => {
      const message = 'Answer “Why Milo?”.';
      const { user } = renderApp('/petDetails/p1', {
        api: {
          ...signedInHandlers(bob),
          'GET /petListing/p1': () => milo,
          // The lister made the question required after the form was opened.
          'GET /petListing/p1/application': () =>
            makeApplication({ questions: [{ ...questions[0]!, required: false }] }),
          'GET /adopter-profile': () => ({}),
          'POST /adoptionUsers': () =>
            json(
              {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Some fields are not valid.',
                  fields: { 'answers.why': message },
                },
              },
              400,
            ),
        },
      });
      await user.click(await screen.findByRole('button', { name: texts.petDetails.adoptNow }));
      const dialog = await screen.findByRole('dialog', { name: 'Adopt Milo' });
      await user.type(await within(dialog).findByLabelText('Phone Number'), '01711000000');
      await user.type(within(dialog).getByLabelText('Address'), 'Dhaka');
      await user.click(within(dialog).getByRole('button', { name: texts.petDetails.submit }));
      const why = await within(dialog).findByLabelText('Why Milo?');
      await waitFor(() => expect(why).toHaveFocus());
      expect(why).toHaveAccessibleDescription(message);
      expect(within(dialog).getByRole('link', { name: message })).toBeVisible();
    });

    it('says so, with Try again and Cancel, when the questions cannot be loaded', async () => {
      const { user } = renderApp('/petDetails/p1', {
        api: {
          ...signedInHandlers(bob),
          'GET /petListing/p1': () => milo,
          'GET /petListing/p1/application': () =>
            json({ error: { code: 'INTERNAL', message: 'Down.' } }, 500),
          'GET /adopter-profile': () => ({}),
        },
      });
      await user.click(await screen.findByRole('button', { name: texts.petDetails.adoptNow }));
      const dialog = await screen.findByRole('dialog', { name: 'Adopt Milo' });
      expect(
        await within(dialog).findByText(
          applicationTexts.applicationUnavailable,
          {},
          { timeout: 5000 },
        ),
      ).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
