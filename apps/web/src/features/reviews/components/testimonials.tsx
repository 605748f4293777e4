import type { Review } from '@pet-adoption/shared';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { SectionHeading } from '@/components/ui/section-heading';
import { StarRating } from '@/components/ui/star-rating';
import { useReviews } from '../api/reviews';

const SKELETON_COUNT = 3;
const GRID = 'grid gap-6 md:grid-cols-2 xl:grid-cols-3';

function TestimonialCard({ review }: { review: Review }) {
  return (
    // Named for what it is, whoever reads it: a list of figures otherwise reads as "figure".
    <figure
      aria-label={`Testimonial from ${review.name}`}
      className="card h-full border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-4 text-base">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-8 fill-primary/30">
          <path d="M9.5 5C6 6.4 4 9.3 4 13v6h6v-6H7c0-2.3 1.2-4 3.3-5zm10 0C16 6.4 14 9.3 14 13v6h6v-6h-3c0-2.3 1.2-4 3.3-5z" />
        </svg>
        <blockquote className="flex-1 leading-relaxed">{review.details}</blockquote>
        <StarRating value={review.rating} />
        <figcaption className="font-display text-lg font-bold">{review.name}</figcaption>
      </div>
    </figure>
  );
}

function TestimonialSkeletons() {
  return (
    <ul className={GRID} aria-label="Loading testimonials">
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <li key={index} className="skeleton h-64 w-full" />
      ))}
    </ul>
  );
}

/** Home: each review with its name, details and a read-only 5-star rating. */
export function Testimonials() {
  const reviews = useReviews();

  return (
    <section aria-labelledby="testimonials-heading">
      <SectionHeading
        id="testimonials-heading"
        title="Testimonials"
        description="Families who found their companion here, in their own words."
      />
      <QueryBoundary
        query={reviews}
        pending={<TestimonialSkeletons />}
        errorMessage="We couldn't load the testimonials just now. Please try again in a moment."
      >
        {(list) =>
          list.length === 0 ? (
            <p className="text-center">No reviews yet.</p>
          ) : (
            <ul className={GRID}>
              {list.map((review) => (
                <li key={review._id}>
                  <TestimonialCard review={review} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryBoundary>
    </section>
  );
}
