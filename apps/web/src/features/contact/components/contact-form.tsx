import {
  CreateContactMessageSchema,
  fieldErrorsOf,
  type CreateContactMessage,
} from '@pet-adoption/shared';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useSendContactMessage } from '../api/contact-messages';

type Field = keyof CreateContactMessage;
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['name', 'email', 'message'];

const isField = (key: unknown): key is Field => FIELDS.includes(key as Field);

/** The Contact Us form: checked with the server's own schema before it is sent. */
export function ContactForm() {
  const messageId = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendContactMessage();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = CreateContactMessageSchema.safeParse({
      name: data.get('name'),
      email: data.get('email'),
      message: data.get('message'),
    });
    setFormError(null);
    setSentTo(null);
    if (!parsed.success) {
      const next: Errors = fieldErrorsOf(parsed.error.issues);
      setErrors(next);
      // Take the person to the first field that needs them.
      const first = FIELDS.find((field) => next[field]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => {
        form.reset();
        setSentTo(parsed.data.name);
      },
      onError: (error) => {
        const fields: Errors = {};
        if (error instanceof ApiError) {
          for (const [key, message] of Object.entries(error.fields)) {
            if (isField(key)) fields[key] = message;
          }
        }
        setErrors(fields);
        setFormError(error.message);
      },
    });
  };

  const messageError = errors.message;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField label="Your name" name="name" autoComplete="name" required error={errors.name} />
      <TextField
        label="Your e-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-sm font-semibold">
          Message
        </label>
        <textarea
          id={messageId}
          name="message"
          rows={6}
          required
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
      {formError && (
        <p role="alert" className="text-error">
          {formError}
        </p>
      )}
      <div role="status">
        {sentTo && (
          <p className="alert alert-success">
            Thank you, {sentTo}. Your message has been sent; we usually answer within two days.
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary self-start" disabled={send.isPending}>
        {send.isPending && (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        )}
        Send message
      </button>
    </form>
  );
}
