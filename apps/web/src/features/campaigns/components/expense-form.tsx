import { ExpenseFormSchema, type ExpenseFormValues } from '@pet-adoption/shared';
import { useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { RequiredLegend } from '@/components/ui/required-legend';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useFormRefusal } from '@/lib/form-refusal';
import { useFormErrors } from '@/lib/use-form-errors';
import { useUploadThenSubmit } from '@/lib/use-upload-then-submit';

export const EXPENSE_FIELDS = ['amount', 'date', 'description', 'image'] as const;

/** Today in the visitor's own calendar, the day a bill is most often paid. */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

type ExpenseFormProps = {
  busy: boolean;
  onSubmit: (values: ExpenseFormValues) => Promise<unknown>;
};

/**
 * Record an expense: amount, the day it was paid, what it was for, and a picture of its receipt
 * (optional, but the books show when there is none). Sent before the page's script runs, the
 * form goes to the route's action with its picture (actions/ledger-forms.server.ts).
 */
export function ExpenseForm({ busy, onSubmit }: ExpenseFormProps) {
  const refusal = useFormRefusal();
  const [image, setImage] = useState(refusal?.values.imageUrl ?? '');
  const { formRef, errors, alert, fieldId, sentValue, showIssues, showFailure, clear, clearField } =
    useFormErrors(EXPENSE_FIELDS, refusal);
  const { setUploading, held, holdUntilUploaded } = useUploadThenSubmit(formRef);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (holdUntilUploaded()) return;
    const data = new FormData(event.currentTarget);
    const parsed = ExpenseFormSchema.safeParse({
      amount: data.get('amount'),
      date: data.get('date'),
      description: data.get('description'),
      image,
    });
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    clear();
    onSubmit(parsed.data).catch(showFailure);
  };

  return (
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      className="flex max-w-2xl flex-col gap-4"
    >
      <ErrorSummary
        errors={errors}
        fields={EXPENSE_FIELDS}
        fieldId={fieldId}
        focusOnArrival={refusal !== undefined}
      />
      <RequiredLegend />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Amount"
          name="amount"
          required
          inputMode="decimal"
          hint="In US dollars, like 120 or 120.50."
          id={fieldId('amount')}
          defaultValue={sentValue('amount')}
          error={errors.amount}
        />
        <TextField
          label="Date"
          name="date"
          type="date"
          required
          hint="The day it was paid."
          id={fieldId('date')}
          defaultValue={sentValue('date') ?? localToday()}
          error={errors.date}
        />
      </div>
      <TextAreaField
        label="Description"
        name="description"
        required
        rows={3}
        hint="What the money paid for, as donors should read it."
        id={fieldId('description')}
        defaultValue={sentValue('description')}
        error={errors.description}
      />
      <ImageUploadField
        label="Receipt picture"
        id={fieldId('image')}
        chosenBefore={sentValue('image')}
        value={image}
        onChange={(url) => {
          setImage(url);
          clearField('image');
        }}
        onUploadingChange={setUploading}
        error={errors.image}
        previewAlt="Preview of the receipt"
      />
      <FormAlert alert={alert} focusOnArrival={refusal !== undefined} />
      <div>
        <SubmitButton pending={busy || held}>Record expense</SubmitButton>
      </div>
    </form>
  );
}
