import {
  SHELTER_DETAILS_SAVED,
  ShelterDetailsFormSchema,
  type ShelterDetails,
  texts,
} from '@pet-adoption/shared';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { DocumentTitle } from '@/components/ui/document-title';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useFormRefusal, useRefusedTitle } from '@/lib/form-refusal';
import { useFormErrors } from '@/lib/use-form-errors';
import { useSaveShelterDetails, useShelterDetails } from '../api/payments';

export const SHELTER_FIELDS = ['name', 'charityNumber', 'taxSentence'] as const;
const HEADING = 'Shelter details';

function ShelterDetailsForm({ initial }: { initial: ShelterDetails }) {
  const refusal = useFormRefusal();
  const save = useSaveShelterDetails();
  const { formRef, errors, alert, fieldId, sentValue, showIssues, showFailure, clear } =
    useFormErrors(SHELTER_FIELDS, refusal);
  const first = (name: (typeof SHELTER_FIELDS)[number]) => sentValue(name) ?? initial[name];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const data = new FormData(event.currentTarget);
    const parsed = ShelterDetailsFormSchema.safeParse(
      Object.fromEntries(SHELTER_FIELDS.map((name) => [name, data.get(name) ?? ''])),
    );
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    clear();
    save
      .mutateAsync(parsed.data)
      .then(() => toast.success(SHELTER_DETAILS_SAVED))
      .catch(showFailure);
  };

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={submit}
      className="flex max-w-2xl flex-col gap-4"
    >
      <ErrorSummary
        errors={errors}
        fields={SHELTER_FIELDS}
        fieldId={fieldId}
        focusOnArrival={refusal !== undefined}
      />
      <TextField
        label="Shelter name"
        name="name"
        hint="As it should appear at the top of receipts, like Hillside Animal Rescue."
        id={fieldId('name')}
        defaultValue={first('name')}
        error={errors.name}
      />
      <TextField
        label="Charity number"
        name="charityNumber"
        hint="The registration number donors may need for their taxes."
        id={fieldId('charityNumber')}
        defaultValue={first('charityNumber')}
        error={errors.charityNumber}
      />
      <TextAreaField
        label="Tax sentence"
        name="taxSentence"
        rows={3}
        hint="For example: No goods or services were provided in exchange for this gift."
        id={fieldId('taxSentence')}
        defaultValue={first('taxSentence')}
        error={errors.taxSentence}
      />
      <FormAlert alert={alert} focusOnArrival={refusal !== undefined} />
      <div>
        <SubmitButton pending={save.isPending}>Save shelter details</SubmitButton>
      </div>
    </form>
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
