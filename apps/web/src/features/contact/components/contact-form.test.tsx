import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json } from '@/testing/mocks/api';
import { expectMarkedRequired } from '@/testing/required-field';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

describe('Contact Us form', () => {
  it('shows what is missing without sending anything', async () => {
    const { user, fetchMock } = renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Send message' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name.'),
    );
    expect(screen.getByLabelText('Your e-mail')).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Write your message.');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => (url as string).includes('/contact'))).toBe(false);
  });

  it('marks every field required', async () => {
    renderApp('/contact');
    expectMarkedRequired(await screen.findByLabelText('Your name'), 'Your name');
    expectMarkedRequired(screen.getByLabelText('Your e-mail'), 'Your e-mail');
    expectMarkedRequired(screen.getByLabelText('Message'), 'Message');
  });

  it('takes the person to the first field that is wrong, in the form order', async () => {
    const { user } = renderApp('/contact');
    await user.type(await screen.findByLabelText('Your name'), 'Rosa Park');
    await user.type(screen.getByLabelText('Message'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByLabelText('Your e-mail')).toHaveFocus());
    expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
  });

  it("puts the server's field messages under their fields and focuses the first", async () => {
    const { user } = renderApp('/contact', {
      api: {
        'POST /contact': () =>
          json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Some fields are not valid.',
                fields: { email: 'That mailbox does not exist.' },
              },
            },
            400,
          ),
      },
    });
    await user.type(await screen.findByLabelText('Your name'), 'Rosa Park');
    await user.type(screen.getByLabelText('Your e-mail'), 'rosa@example.com');
    await user.type(screen.getByLabelText('Message'), 'Do you take weekend volunteers?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const email = screen.getByLabelText('Your e-mail');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('That mailbox does not exist.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('after a refusal, sends the message and shows no message of the refusal', async () => {
    const { user } = renderApp('/contact', {
      api: { 'POST /contact': () => json({ insertedId: 'm1' }, 201) },
    });
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus());
    await user.type(screen.getByLabelText('Your name'), 'Rosa Park');
    await user.type(screen.getByLabelText('Your e-mail'), 'rosa@example.com');
    await user.type(screen.getByLabelText('Message'), 'Do you take weekend volunteers?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.queryByText(texts.forms.errorSummary)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the message, thanks the sender and empties the form', async () => {
    let sent: unknown;
    const { user } = renderApp('/contact', {
      api: {
        'POST /contact': ({ init }) => {
          sent = JSON.parse(init?.body as string);
          return json({ insertedId: 'm1' }, 201);
        },
      },
    });
    await user.type(await screen.findByLabelText('Your name'), 'Rosa Park');
    await user.type(screen.getByLabelText('Your e-mail'), 'rosa@example.com');
    await user.type(screen.getByLabelText('Message'), 'Do you take weekend volunteers?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    // Focus goes to the thanks, never to the page's body.
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you, Rosa Park. Your message has been sent',
    );
    expect(sent).toEqual({
      name: 'Rosa Park',
      email: 'rosa@example.com',
      message: 'Do you take weekend volunteers?',
    });
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("shows the server's sentence when it refuses (too many messages)", async () => {
    const { user } = renderApp('/contact', {
      api: {
        'POST /contact': () =>
          json({ error: { code: 'RATE_LIMITED', message: 'Please wait an hour.' } }, 429),
      },
    });
    await user.type(await screen.findByLabelText('Your name'), 'Rosa Park');
    await user.type(screen.getByLabelText('Your e-mail'), 'rosa@example.com');
    await user.type(screen.getByLabelText('Message'), 'Do you take weekend volunteers?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please wait an hour.'),
    );
    // Nothing to fix in a field: focus stays on the button that sent it, not the page's body.
    for (const label of ['Your name', 'Your e-mail', 'Message']) {
      expect(screen.getByLabelText(label)).not.toHaveFocus();
    }
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveFocus();
  });
});
