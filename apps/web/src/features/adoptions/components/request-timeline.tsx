import { adoptionTexts, type AdoptionRequest } from '@pet-adoption/shared';
import { formatDateTime } from '@/lib/format';

type RequestTimelineProps = {
  request: AdoptionRequest;
  /** Whose request it is, said in the list's name ("for Milo", "from Cleo Cruz for Milo"). */
  about: string;
};

/**
 * Every status the request has had, oldest first, as an ordered list: a screen reader says how
 * many steps there are and which one it is on. The owner's note (a decline's reason) shows
 * under its step. Nothing for a request with no history yet.
 */
export function RequestTimeline({ request, about }: RequestTimelineProps) {
  if (request.history.length === 0) return null;
  return (
    <ol
      aria-label={adoptionTexts.timeline(about)}
      className="mt-2 flex min-w-36 flex-col gap-1 border-l-2 border-base-300 pl-3 text-xs"
    >
      {request.history.map((step, index) => (
        <li key={index} className="whitespace-normal">
          <span className="font-semibold">{adoptionTexts.statusLabels[step.status]}</span>{' '}
          <time dateTime={step.at} className="whitespace-nowrap">
            {formatDateTime(step.at)}
          </time>
          {step.note && <p className="mt-0.5 break-words whitespace-pre-line">{step.note}</p>}
        </li>
      ))}
    </ol>
  );
}
