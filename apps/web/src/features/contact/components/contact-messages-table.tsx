import { useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
import { formatDateTime } from '@/lib/format';
import { useContactMessages } from '../api/contact-messages';

/** Admins' list of Contact Us messages, newest first, a page at a time. */
export function ContactMessagesTable() {
  // The cursors of the pages before this one, so Previous can go back.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const messages = useContactMessages(cursors.at(-1));

  if (messages.isPending) {
    return <Spinner label="Loading messages" className="mx-auto block" />;
  }
  if (messages.isError) {
    return <LoadError message={messages.error.message} onRetry={() => void messages.refetch()} />;
  }
  const { items, nextCursor } = messages.data;
  if (items.length === 0 && cursors.length === 1) {
    return <p>No one has written through the Contact Us form yet.</p>;
  }

  return (
    <div className="flex flex-col gap-4">
      <TableRegion label="Contact messages" columns={['Received', 'Name', 'E-mail', 'Message']}>
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
      {(cursors.length > 1 || nextCursor) && (
        <nav aria-label="Pages" className="join self-center">
          <button
            type="button"
            className="btn join-item"
            disabled={cursors.length === 1}
            onClick={() => setCursors((current) => current.slice(0, -1))}
          >
            Previous
          </button>
          <span className="btn join-item pointer-events-none">Page {cursors.length}</span>
          <button
            type="button"
            className="btn join-item"
            disabled={!nextCursor}
            onClick={() => nextCursor && setCursors((current) => [...current, nextCursor])}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
