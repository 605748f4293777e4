import { ActionForm } from '@/components/forms/action-form';
import { FieldLabel } from '@/components/ui/field-label';
import { TextField } from '@/components/ui/text-field';
import { useActionForm } from '@/lib/use-action-form';
import { CONTACT_FIELDS } from '../contact-fields';

/**
 * The Contact Us form, sent to the route's action with scripts or without
 * (features/contact/actions/send-message.server.ts), which thanks the sender on the page it
 * comes back to, the form empty again.
 */
export function ContactForm() {
  const form = useActionForm(CONTACT_FIELDS);
  const { field, sent } = form;
  return (
    <ActionForm
      // A message sent comes back to this page: the form starts empty again.
      key={sent}
      form={form}
      fields={CONTACT_FIELDS}
      submitLabel="Send message"
      alertClassName="text-error"
    >
      <TextField label="Your name" autoComplete="name" required {...field('name')} />
      <TextField
        label="Your e-mail"
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <MessageField {...field('message')} />
    </ActionForm>
  );
}

/** The message: free length, so without the word count of the other long fields. */
function MessageField({
  error,
  ...textarea
}: ReturnType<ReturnType<typeof useActionForm>['field']>) {
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={textarea.id} required>
        Message
      </FieldLabel>
      <textarea
        {...textarea}
        rows={6}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${textarea.id}-error` : undefined}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
      />
      {error && (
        <p id={`${textarea.id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
