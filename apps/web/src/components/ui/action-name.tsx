type ActionNameProps = {
  /** What the control shows ("Delete"). */
  text: string;
  /** What it acts on, said after it ("Milo", "the campaign for Rex"). */
  about: string;
};

/**
 * A control's visible text, then what it acts on for screen readers and voice control: "Delete"
 * reads "Delete Milo". The name begins with what is seen, so "click Delete" works (WCAG 2.5.3),
 * and unlike an aria-label the two cannot drift apart when the text changes. No punctuation
 * between the two: browsers put spaces around the hidden (positioned) part, "Delete : Milo".
 */
export function ActionName({ text, about }: ActionNameProps) {
  return (
    <>
      {`${text} `}
      <span className="sr-only">{about}</span>
    </>
  );
}
