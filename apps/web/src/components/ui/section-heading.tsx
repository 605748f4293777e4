type SectionHeadingProps = {
  id: string;
  title: string;
  description?: string;
};

/** The h2 and lede each home section opens with; `id` lets the section be labelled by it. */
export function SectionHeading({ id, title, description }: SectionHeadingProps) {
  return (
    <div className="mx-auto mb-8 max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      {description && <p className="mt-3 text-base-content/80 sm:text-lg">{description}</p>}
    </div>
  );
}
