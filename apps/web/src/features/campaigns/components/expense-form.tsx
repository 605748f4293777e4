import { TextAndPictureForm } from '@/components/forms/text-and-picture-form';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';

export const EXPENSE_FIELDS = ['amount', 'date', 'description', 'image'] as const;

/** Today in the visitor's own calendar, the day a bill is most often paid. */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * Record an expense: amount, the day it was paid, what it was for, and a picture of its receipt
 * (optional, but the books show when there is none), sent to the route's action
 * (actions/ledger-forms.server.ts).
 */
export function ExpenseForm() {
  return (
    <TextAndPictureForm
      fields={EXPENSE_FIELDS}
      picture={{ label: 'Receipt picture', previewAlt: 'Preview of the receipt' }}
      submitLabel="Record expense"
    >
      {(field) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Amount"
              required
              inputMode="decimal"
              hint="In US dollars, like 120 or 120.50."
              {...field('amount')}
            />
            <TextField
              label="Date"
              type="date"
              required
              hint="The day it was paid."
              {...field('date')}
              defaultValue={field('date').defaultValue ?? localToday()}
            />
          </div>
          <TextAreaField
            label="Description"
            required
            rows={3}
            hint="What the money paid for, as donors should read it."
            {...field('description')}
          />
        </>
      )}
    </TextAndPictureForm>
  );
}
