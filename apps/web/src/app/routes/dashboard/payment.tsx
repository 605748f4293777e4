import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';

export function Component() {
  return (
    <>
      <DocumentTitle title={texts.titles.dashboard} />
      <PageHeading>Donate</PageHeading>
    </>
  );
}
