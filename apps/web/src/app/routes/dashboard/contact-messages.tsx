import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { ContactMessagesTable } from '@/features/contact/components/contact-messages-table';

/** The screen's heading, and its name in the title. */
const HEADING = 'Contact messages';

export default function ContactMessagesScreen() {
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <PageHeading>{HEADING}</PageHeading>
      <ContactMessagesTable />
    </div>
  );
}
