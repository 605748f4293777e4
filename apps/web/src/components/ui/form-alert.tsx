import type { FormAlertMessage } from '@/lib/use-form-errors';

/**
 * A sentence about the whole form (the server refused, the network failed), announced as it
 * appears without moving focus (WCAG 4.1.3). Each failure mounts a fresh alert, so the same
 * sentence twice in a row is announced twice.
 */
export function FormAlert({
  alert,
  className = 'text-sm text-error',
  focusOnArrival = false,
}: {
  alert: FormAlertMessage | null;
  className?: string;
  /** The page came back from the server with this sentence: it takes focus as the page opens. */
  focusOnArrival?: boolean;
}) {
  if (!alert) return null;
  return (
    <p
      key={alert.key}
      role="alert"
      className={className}
      {...(focusOnArrival && { tabIndex: -1, autoFocus: true })}
    >
      {alert.message}
    </p>
  );
}
