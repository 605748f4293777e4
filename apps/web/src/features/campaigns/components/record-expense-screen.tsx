import { texts } from '@pet-adoption/shared';
import { useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { useRefusedTitle } from '@/lib/form-refusal';
import { useCampaign } from '../api/campaigns';
import { ExpenseForm } from './expense-form';

/** recordExpense/{id}: the campaign's creator (or an admin) records money spent. */
export function RecordExpenseScreen() {
  const title = useRefusedTitle(texts.titles.dashboardScreen(texts.ledger.recordExpense));
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <PageHeading>{texts.ledger.recordExpense}</PageHeading>
      <QueryBoundary query={campaign}>
        {(data) => (
          <>
            <p>
              For the campaign for <strong>{data.petName}</strong>. It appears at once in the
              campaign’s public books, and cannot be edited afterwards: a mistake is corrected by a
              reversing entry.
            </p>
            <ExpenseForm />
          </>
        )}
      </QueryBoundary>
    </div>
  );
}
