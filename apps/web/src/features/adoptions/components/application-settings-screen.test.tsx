import {
  applicationTexts as t,
  DEFAULT_APPLICATION_QUESTIONS,
  QUESTION_TYPE_LABELS,
  texts,
} from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers, type ApiHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const href = '/dashboard/applicationSettings';
const defaults = { questions: [...DEFAULT_APPLICATION_QUESTIONS], terms: '' };

function renderSettings(api: ApiHandlers) {
  return renderApp(href, {
    api: { ...signedInHandlers(bob), 'GET /application-settings': () => defaults, ...api },
  });
}

const questionGroup = (position: number) =>
  screen.getByRole('group', { name: t.questionNumber(position) });

describe('/dashboard/applicationSettings', () => {
  it('edits, adds, moves and removes questions, then saves them with the terms', async () => {
    let saved: unknown = null;
    const { user } = renderSettings({
      'PUT /application-settings': ({ init }) => {
        saved = JSON.parse(init?.body as string);
        return json(saved);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: t.settingsHeading })).toBeVisible();
    await screen.findByRole('group', { name: t.questionNumber(1) });
    // The defaults, as the lister starts with them; the options only for a choice.
    expect(screen.getAllByRole('group', { name: /^Question \d+$/ })).toHaveLength(5);
    const first = questionGroup(1);
    expect(within(first).getByLabelText(t.questionLabel)).toHaveValue(
      'What kind of home do you live in?',
    );
    expect(within(first).getByLabelText(t.optionsLabel)).toHaveValue('House\nApartment\nOther');
    expect(within(questionGroup(2)).queryByLabelText(t.optionsLabel)).not.toBeInTheDocument();

    // Add: a new question at the end, its words to write next.
    await user.click(screen.getByRole('button', { name: t.addQuestion }));
    const added = questionGroup(6);
    const label = within(added).getByLabelText(t.questionLabel);
    expect(label).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(t.questionAdded(6));
    await user.type(label, 'Can you visit first?');
    await user.selectOptions(
      within(added).getByLabelText(t.typeLabel),
      QUESTION_TYPE_LABELS.choice,
    );
    await user.type(within(added).getByLabelText(t.optionsLabel), 'Yes{Enter}Not yet');
    await user.click(within(added).getByRole('checkbox', { name: t.requiredLabel }));

    // Move it up: it is question 5 now, and focus stays on its Up button.
    await user.click(within(added).getByRole('button', { name: t.moveUp('Can you visit first?') }));
    const moved = questionGroup(5);
    expect(within(moved).getByLabelText(t.questionLabel)).toHaveValue('Can you visit first?');
    expect(
      within(moved).getByRole('button', { name: t.moveUp('Can you visit first?') }),
    ).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      t.questionMoved('Can you visit first?', 5, 6),
    );

    // Remove the first: focus goes to the question that takes its place.
    await user.click(
      within(questionGroup(1)).getByRole('button', {
        name: t.removeQuestion('What kind of home do you live in?'),
      }),
    );
    expect(within(questionGroup(1)).getByLabelText(t.questionLabel)).toHaveFocus();
    expect(screen.getAllByRole('group', { name: /^Question \d+$/ })).toHaveLength(5);

    await user.type(screen.getByLabelText(t.termsLabel), 'Vet visit within a month.');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    const [, otherPets, children, hoursAlone, experience] = DEFAULT_APPLICATION_QUESTIONS;
    expect(saved).toEqual({
      questions: [
        otherPets,
        children,
        hoursAlone,
        expect.objectContaining({
          label: 'Can you visit first?',
          type: 'choice',
          options: ['Yes', 'Not yet'],
          required: true,
        }),
        experience,
      ],
      terms: 'Vet visit within a month.',
    });
    expect((saved as { questions: { id: string }[] }).questions[3]!.id).toMatch(/^q-[0-9a-f]+$/);
  });

  it('shows what to fix under the field and in the summary, saving nothing', async () => {
    let saved = false;
    const { user } = renderSettings({
      'PUT /application-settings': () => {
        saved = true;
        return json(defaults);
      },
    });
    const first = await screen.findByRole('group', { name: t.questionNumber(1) });
    const options = within(first).getByLabelText(t.optionsLabel);
    await user.clear(options);
    await user.type(options, 'House');
    await user.clear(within(questionGroup(2)).getByLabelText(t.questionLabel));
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(options).toHaveFocus());
    expect(options).toHaveAccessibleDescription(`${t.optionsHint} Give 2 to 10 options.`);
    expect(screen.getByRole('link', { name: 'Write the question.' })).toBeVisible();
    expect(saved).toBe(false);
  });

  it("puts the server's message under the field it names", async () => {
    const message = 'Give each option once.';
    const { user } = renderSettings({
      'PUT /application-settings': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid.',
              fields: { 'questions.0.options.2': message },
            },
          },
          400,
        ),
    });
    await screen.findByRole('group', { name: t.questionNumber(1) });
    await user.click(screen.getByRole('button', { name: t.save }));
    const options = within(questionGroup(1)).getByLabelText(t.optionsLabel);
    await waitFor(() => expect(options).toHaveFocus());
    expect(options).toHaveAccessibleDescription(`${t.optionsHint} ${message}`);
  });

  it('says so when the questions cannot be loaded', async () => {
    renderSettings({
      'GET /application-settings': () =>
        json(
          {
            error: { code: 'NOT_FOUND', message: 'Route GET /api/application-settings not found' },
          },
          404,
        ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(document.title).not.toContain(texts.forms.errorTitlePrefix);
  });
});
