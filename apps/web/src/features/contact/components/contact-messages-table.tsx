import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
import { formatDateTime } from '@/lib/format';
import { useContactMessages } from '../api/contact-messages';

/** Admins' list of Contact Us messages, newest first, a page at a time. */
export function ContactMessagesTable() {
  const pages = useCursorPages();
  const messages = useContactMessages(pages.cursor);

  return (
    <QueryBoundary
      query={messages}
      pending={<Spinner label="Loading messages" className="mx-auto block" />}
    >
      {({ items, nextCursor }) => {
        if (items.length === 0 && pages.page === 1) {
          return <p>No one has written through the Contact Us form yet.</p>;
        }
        return (
          <div className="flex flex-col gap-4">
            <TableRegion
              label="Contact messages"
              columns={['Received', 'Name', 'E-mail', 'Message']}
            >
              {items.map((item) => (
                <tr key={item._id} className="align-top">
                  <td className="whitespace-nowrap">
                    <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                  </td>
                  <td>{item.name}</td>
                  <td>
                    <a href={`mailto:${item.email}`} className="link break-all">
                      {item.email}
                    </a>
                  </td>
                  <td className="max-w-prose whitespace-pre-line">{item.message}</td>
                </tr>
              ))}
            </TableRegion>
            <CursorPager pages={pages} nextCursor={nextCursor} />
          </div>
        );
      }}
    </QueryBoundary>
  );
}
