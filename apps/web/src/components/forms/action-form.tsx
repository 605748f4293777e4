import type { ComponentProps, ReactNode } from 'react';
import { Form } from 'react-router';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { RequiredLegend } from '@/components/ui/required-legend';
import { SubmitButton } from '@/components/ui/submit-button';
import type { useActionForm } from '@/lib/use-action-form';
import { useFreshAfterActions } from '@/lib/use-fresh-after-actions';

type ActionFormProps<F extends string> = Omit<ComponentProps<typeof Form>, 'children'> & {
  /** What useActionForm gave for this form. */
  form: ReturnType<typeof useActionForm<F>>;
  /** The fields in their order on screen, as the error summary lists them. */
  fields: readonly F[];
  submitLabel: string;
  /** A press that must not send yet (a picture still on its way) shows the button as pending. */
  held?: boolean;
  /** Shown when the form marks a field required: "Fields marked * are required". */
  legend?: boolean;
  submitClassName?: string;
  alertClassName?: string;
  children: ReactNode;
};

/**
 * A form on one road (lib/use-action-form.ts): a React Router `<Form method="post">` to its
 * route's action, with the error summary on top, the sentence for the whole form at the
 * bottom, and the button that keeps focus while it is on its way.
 */
export function ActionForm<F extends string>({
  form,
  fields,
  submitLabel,
  held = false,
  legend = true,
  submitClassName,
  alertClassName,
  children,
  className = 'flex flex-col gap-4',
  onSubmit,
  ...props
}: ActionFormProps<F>) {
  const { formRef, errors, alert, fieldId, pending, arrivedRefused } = form;
  // The form is still on screen as its action's answer loads the page it leads to.
  useFreshAfterActions();
  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      className={className}
      onSubmit={(event) => {
        // Enter in a field while the form is on its way sends nothing twice.
        if (pending) event.preventDefault();
        else onSubmit?.(event);
      }}
      {...props}
    >
      <ErrorSummary
        errors={errors}
        fields={fields}
        fieldId={fieldId}
        focusOnArrival={arrivedRefused}
      />
      {legend && <RequiredLegend />}
      {children}
      <FormAlert
        alert={alert}
        focusOnArrival={arrivedRefused}
        {...(alertClassName && { className: alertClassName })}
      />
      <div>
        <SubmitButton
          pending={pending || held}
          {...(submitClassName && { className: submitClassName })}
        >
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
