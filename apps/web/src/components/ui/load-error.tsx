type LoadErrorProps = {
  message: string;
  onRetry?: () => void;
};

/** What a section shows instead of its data when the data could not be loaded. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className="alert mx-auto max-w-xl border-base-300 bg-base-200">
      <span>{message}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm btn-outline" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
