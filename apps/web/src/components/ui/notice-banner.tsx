/**
 * What a form sent without JavaScript did, on the page it landed on ('Request has been deleted').
 * It takes focus as the page opens, so a screen reader says it first and the keyboard starts
 * there; with scripts the same sentence comes as a toast or a dialog.
 */
export function NoticeBanner({ text }: { text: string }) {
  return (
    <div role="status" tabIndex={-1} autoFocus className="alert alert-success mb-8">
      <p>{text}</p>
    </div>
  );
}
