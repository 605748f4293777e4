type SpinnerProps = { label?: string; className?: string };

export function Spinner({ label = 'Loading', className = '' }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={`loading loading-spinner loading-lg text-primary ${className}`}
    />
  );
}

/** Fills the page area while a screen's code or data is on its way. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Loading page" />
    </div>
  );
}
