import { CreateContactMessageSchema, texts, type CreateContactMessage } from '@pet-adoption/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FieldLabel } from '@/components/ui/field-label';
import { FormAlert } from '@/components/ui/form-alert';
import { RequiredLegend } from '@/components/ui/required-legend';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useFormRefusal } from '@/lib/form-refusal';
import { useFormErrors } from '@/lib/use-form-errors';
import { useSendContactMessage } from '../api/contact-messages';

const FIELDS: readonly (keyof CreateContactMessage)[] = ['name', 'email', 'message'];

/**
 * The Contact Us form: checked with the server's own schema before it is sent. Sent before the
 * page's script runs, or without one, it goes to the route's action, which answers the same way
 * (features/contact/actions/send-message.server.ts).
 */
export function ContactForm() {
  const refusal = useFormRefusal();
  const { formRef, errors, alert, fieldId, sentValue, showIssues, showFailure, clear } =
    useFormErrors(FIELDS, refusal);
  const messageId = fieldId('message');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sentTo) thanksRef.current?.focus();
  }, [sentTo]);
  const send = useSendContactMessage();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field while the message is on its way sends nothing twice.
    if (send.isPending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = CreateContactMessageSchema.safeParse({
      name: data.get('name'),
      email: data.get('email'),
      message: data.get('message'),
    });
    setSentTo(null);
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    clear();
    send.mutate(parsed.data, {
      onSuccess: () => {
        form.reset();
        setSentTo(parsed.data.name);
      },
      onError: (error) => showFailure(error),
    });
  };

  const messageError = errors.message;
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
    >
      <ErrorSummary
        errors={errors}
        fields={FIELDS}
        fieldId={fieldId}
        focusOnArrival={refusal !== undefined}
      />
      <RequiredLegend />
      <TextField
        label="Your name"
        name="name"
        autoComplete="name"
        required
        id={fieldId('name')}
        defaultValue={sentValue('name')}
        error={errors.name}
      />
      <TextField
        label="Your e-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        id={fieldId('email')}
        defaultValue={sentValue('email')}
        error={errors.email}
      />
      <div className="flex flex-col gap-1.5">
        <FieldLabel htmlFor={messageId} required>
          Message
        </FieldLabel>
        <textarea
          id={messageId}
          name="message"
          rows={6}
          required
          defaultValue={sentValue('message')}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          className={`textarea w-full ${messageError ? 'textarea-error' : ''}`}
        />
        {messageError && (
          <p id={`${messageId}-error`} className="text-sm text-error">
            {messageError}
          </p>
        )}
      </div>
      <FormAlert alert={alert} className="text-error" focusOnArrival={refusal !== undefined} />
      <div role="status">
        {sentTo && (
          // Focus goes to the thanks once the message is sent, not to the page's body.
          <p ref={thanksRef} tabIndex={-1} className="alert alert-success">
            {texts.contact.sent(sentTo)}
          </p>
        )}
      </div>
      <SubmitButton pending={send.isPending} className="btn btn-primary self-start">
        Send message
      </SubmitButton>
    </form>
  );
}
