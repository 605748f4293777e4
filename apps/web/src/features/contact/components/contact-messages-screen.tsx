import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { ContactMessagesTable } from './contact-messages-table';

/** The screen's heading, and its name in the title. */
const HEADING = 'Contact messages';

/** contactMessages (admins): what people wrote through Contact Us. */
export function ContactMessagesScreen() {
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <PageHeading>{HEADING}</PageHeading>
      <ContactMessagesTable />
    </div>
  );
}
