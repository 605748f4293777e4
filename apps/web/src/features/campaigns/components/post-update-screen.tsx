import { texts } from '@pet-adoption/shared';
import { useParams } from 'react-router';
import { TextAndPictureForm } from '@/components/forms/text-and-picture-form';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useRefusedTitle } from '@/lib/form-refusal';
import { useCampaign } from '../api/campaigns';

export const UPDATE_FIELDS = ['title', 'text', 'image'] as const;
const HEADING = 'Post an update';

/** The update's title, text and picture, sent to the route's action (ledger-forms.server.ts). */
function UpdateForm() {
  return (
    <TextAndPictureForm
      fields={UPDATE_FIELDS}
      picture={{ label: 'Picture', previewAlt: "Preview of the update's picture" }}
      submitLabel="Post update"
    >
      {(field) => (
        <>
          <TextField label="Title" required {...field('title')} />
          <TextAreaField
            label="Text"
            required
            rows={6}
            hint="What happened, for the people who gave."
            {...field('text')}
          />
        </>
      )}
    </TextAndPictureForm>
  );
}

/** postCampaignUpdate/{id}: news for a campaign's donors, who are told of it. */
export function PostUpdateScreen() {
  const title = useRefusedTitle(texts.titles.dashboardScreen(HEADING));
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <PageHeading>{HEADING}</PageHeading>
      <QueryBoundary query={campaign}>
        {(data) => (
          <>
            <p>
              News of <strong>{data.petName}</strong>, shown on the campaign’s page. Everyone who
              gave to it is told.
            </p>
            <UpdateForm />
          </>
        )}
      </QueryBoundary>
    </div>
  );
}
