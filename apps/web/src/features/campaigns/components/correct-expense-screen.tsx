import { texts } from '@pet-adoption/shared';
import { useParams } from 'react-router';
import { ActionForm } from '@/components/forms/action-form';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { TextAreaField } from '@/components/ui/text-area-field';
import { formatDate, formatMoney } from '@/lib/format';
import { useRefusedTitle } from '@/lib/form-refusal';
import { useActionForm } from '@/lib/use-action-form';
import { useLedgerEntry } from '../api/ledger';

const HEADING = 'Correct an expense';
/** `corrects` comes from the address; a refusal about it is said for the whole form. */
export const CORRECTION_FIELDS = ['reason'] as const;

/** The reason, sent to the route's action (ledger-forms.server.ts). */
function CorrectionForm() {
  const form = useActionForm(CORRECTION_FIELDS);
  return (
    <ActionForm
      form={form}
      fields={CORRECTION_FIELDS}
      submitLabel="Record correction"
      className="flex max-w-2xl flex-col gap-4"
    >
      <TextAreaField
        label="Reason"
        required
        rows={3}
        hint="Shown in the public books beside the correction."
        {...form.field('reason')}
      />
    </ActionForm>
  );
}

/**
 * correctExpense/{id}/{entryId}: the expense as the books show it, and the reason it is
 * reversed. The expense itself stays in the books, marked corrected.
 */
export function CorrectExpenseScreen() {
  const title = useRefusedTitle(texts.titles.dashboardScreen(HEADING));
  const { id = '', entryId = '' } = useParams();
  const entry = useLedgerEntry(id, entryId);
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <PageHeading>{HEADING}</PageHeading>
      <QueryBoundary query={entry}>
        {(data) =>
          data.type !== 'expense' || data.corrected ? (
            <p className="alert alert-info">
              {data.corrected ? texts.ledger.alreadyCorrected : texts.ledger.onlyExpenses}
            </p>
          ) : (
            <>
              <dl className="grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                <dt className="font-semibold">Amount</dt>
                <dd>{formatMoney(data.amount)}</dd>
                <dt className="font-semibold">Date</dt>
                <dd>{formatDate(data.at.slice(0, 10))}</dd>
                <dt className="font-semibold">Description</dt>
                <dd className="whitespace-pre-line">{data.description}</dd>
                <dt className="font-semibold">Recorded by</dt>
                <dd>{data.name}</dd>
              </dl>
              <p>
                The expense stays in the books, marked corrected, and a correction of{' '}
                {formatMoney(data.amount)} takes it out of what was spent.
              </p>
              <CorrectionForm />
            </>
          )
        }
      </QueryBoundary>
    </div>
  );
}
