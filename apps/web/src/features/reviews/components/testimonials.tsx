import type { Review } from '@pet-adoption/shared';
import { HomeSection, LiveCardList } from '@/components/ui/home-section';
import { StarRating } from '@/components/ui/star-rating';
import { useReviews } from '../api/reviews';

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

/** Home: each review with its name, details and a read-only 5-star rating. */
export function Testimonials() {
  return (
    <HomeSection
      id="testimonials-heading"
      title="Testimonials"
      description="Families who found their companion here, in their own words."
    >
      <LiveCardList
        query={useReviews()}
        grid="grid gap-6 md:grid-cols-2 xl:grid-cols-3"
        loadingLabel="Loading testimonials"
        placeholders={3}
        placeholder={<div className="skeleton h-64 w-full" />}
        errorMessage="We couldn't load the testimonials just now. Please try again in a moment."
        empty="No reviews yet."
        itemKey={(review) => review._id}
      >
        {(review) => <TestimonialCard review={review} />}
      </LiveCardList>
    </HomeSection>
  );
}
