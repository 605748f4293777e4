import { happyTailTexts, texts } from '@pet-adoption/shared';
import { TextAndPictureForm } from '@/components/forms/text-and-picture-form';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useRefusedTitle } from '@/lib/form-refusal';

export const TAIL_FIELDS = ['text', 'image'] as const;

/** The adopter's story and photo, sent to the route's action (share-happy-tail.server.ts). */
function TailForm({ petName }: { petName: string }) {
  return (
    <TextAndPictureForm
      fields={TAIL_FIELDS}
      picture={{ label: 'Photo', previewAlt: `Preview of the photo of ${petName}` }}
      submitLabel="Share"
    >
      {(field) => (
        <TextAreaField
          label="Story"
          required
          rows={6}
          hint={`How is ${petName} settling in? A few lines are plenty.`}
          {...field('text')}
        />
      )}
    </TextAndPictureForm>
  );
}

/** /petDetails/{id}/happyTail: the adopter tells the lister and the donors how the pet is doing. */
export function ShareHappyTailScreen({ petName }: { petName: string }) {
  const title = useRefusedTitle(texts.titles.shareHappyTailOf(petName));
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <PageHeading>{happyTailTexts.share}</PageHeading>
      <p className="max-w-2xl">
        Your words and photo appear on {petName}’s page and reach the person who listed {petName}{' '}
        and everyone who gave to {petName}’s campaigns.
      </p>
      <TailForm petName={petName} />
    </div>
  );
}
