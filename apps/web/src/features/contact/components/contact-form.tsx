import { Form } from 'react-router';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { RequiredLegend } from '@/components/ui/required-legend';
import { SubmitButton } from '@/components/ui/submit-button';
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
  const { formRef, errors, alert, fieldId, field, pending, sent, arrivedRefused } =
    useActionForm(CONTACT_FIELDS);
  return (
    // A message sent comes back to this page: the form starts empty again.
    <Form key={sent} ref={formRef} method="post" noValidate className="flex flex-col gap-4">
      <ErrorSummary
        errors={errors}
        fields={CONTACT_FIELDS}
        fieldId={fieldId}
        focusOnArrival={arrivedRefused}
      />
      <RequiredLegend />
      <TextField label="Your name" autoComplete="name" required {...field('name')} />
      <TextField
        label="Your e-mail"
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <MessageField {...field('message')} />
      <FormAlert alert={alert} className="text-error" focusOnArrival={arrivedRefused} />
      <SubmitButton pending={pending} className="btn btn-primary self-start">
        Send message
      </SubmitButton>
    </Form>
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
