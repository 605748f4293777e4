import { texts, type ShelterDetails } from '@pet-adoption/shared';
import { ActionForm } from '@/components/forms/action-form';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useRefusedTitle } from '@/lib/form-refusal';
import { useActionForm } from '@/lib/use-action-form';
import { useShelterDetails } from '../api/payments';

export const SHELTER_FIELDS = ['name', 'charityNumber', 'taxSentence'] as const;
const HEADING = 'Shelter details';

/**
 * The form goes to the route's action, with scripts or without
 * (actions/shelter-details.server.ts), which saves and comes back here with its notice.
 */
function ShelterDetailsForm({ initial }: { initial: ShelterDetails }) {
  const form = useActionForm(SHELTER_FIELDS);
  const field = (name: (typeof SHELTER_FIELDS)[number]) => {
    const props = form.field(name);
    return { ...props, defaultValue: props.defaultValue ?? initial[name] };
  };
  return (
    <ActionForm
      form={form}
      fields={SHELTER_FIELDS}
      submitLabel="Save shelter details"
      legend={false}
      className="flex max-w-2xl flex-col gap-4"
    >
      <TextField
        label="Shelter name"
        hint="As it should appear at the top of receipts, like Hillside Animal Rescue."
        {...field('name')}
      />
      <TextField
        label="Charity number"
        hint="The registration number donors may need for their taxes."
        {...field('charityNumber')}
      />
      <TextAreaField
        label="Tax sentence"
        rows={3}
        hint="For example: No goods or services were provided in exchange for this gift."
        {...field('taxSentence')}
      />
    </ActionForm>
  );
}

/** shelterDetails (admins): what receipts and yearly statements say about the shelter. */
export function ShelterDetailsScreen() {
  const title = useRefusedTitle(texts.titles.dashboardScreen(HEADING));
  const details = useShelterDetails();
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <PageHeading>{HEADING}</PageHeading>
      <p className="max-w-2xl">
        Shown on every donation receipt and yearly statement. Leave a field empty to leave it out.
      </p>
      <QueryBoundary query={details}>
        {(data) => <ShelterDetailsForm initial={data} />}
      </QueryBoundary>
    </div>
  );
}
