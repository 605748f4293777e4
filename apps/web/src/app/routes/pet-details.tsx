import { cardImage, texts } from '@pet-adoption/shared';
import { useState } from 'react';
import { useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { DetailsBanner } from '@/components/ui/details-banner';
import { DocumentTitle } from '@/components/ui/document-title';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { AdoptDialog } from '@/features/adoptions/components/adopt-dialog';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { formatAge, getPetQueryOptions, usePet } from '@/features/pets/api/pets';
import { NotFoundPage } from '../not-found-page';
import { clientLoaderSkipsServer, prefetchRecordPage } from '../route-data';

/** The pet comes with the page; an unknown or malformed id is the 404 page, status 404. */
export function loader({ params }: LoaderFunctionArgs) {
  return prefetchRecordPage(params.id, (queryClient, id) =>
    queryClient.fetchQuery(getPetQueryOptions(id)),
  );
}

export const clientLoader = clientLoaderSkipsServer;

export default function PetDetailsScreen() {
  const { id = '' } = useParams();
  const pet = usePet(id);
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [adopting, setAdopting] = useState(false);

  const onAdopt = () => {
    if (!user) {
      void navigate(paths.login.path, { state: { from: location } });
      return;
    }
    setAdopting(true);
  };

  return (
    <QueryBoundary
      query={pet}
      // Gone since the page was opened, or reached by a link inside the app.
      notFound={<NotFoundPage />}
      renderError={(loadError) => (
        <>
          <DocumentTitle title={texts.titles.petDetails} />
          <h1 className="sr-only">Pet details</h1>
          {loadError}
        </>
      )}
    >
      {(data) => {
        const own = user !== null && user.email.toLowerCase() === data.email.toLowerCase();

        return (
          <article className="flex flex-col gap-8">
            <DocumentTitle
              title={texts.titles.petDetails}
              description={data.shortDescription}
              preview={{ name: data.petName, image: cardImage(data.image), imageAlt: data.petName }}
            />
            <DetailsBanner image={data.image} title={data.petName} />
            <div className="grid gap-8 md:grid-cols-2">
              <img
                src={data.image}
                alt={data.petName}
                width={800}
                height={600}
                // The page's largest paint: fetched before the other pictures.
                fetchPriority="high"
                className="aspect-[4/3] w-full rounded-box object-cover"
              />
              <div className="flex flex-col gap-4">
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                  <dt className="font-semibold">Name</dt>
                  <dd>{data.petName}</dd>
                  <dt className="font-semibold">Age</dt>
                  <dd>{formatAge(data.petAge)}</dd>
                  <dt className="font-semibold">Category</dt>
                  <dd className="capitalize">{data.category}</dd>
                  <dt className="font-semibold">Location</dt>
                  <dd>{data.petLocation}</dd>
                  <dt className="font-semibold">Date</dt>
                  <dd>{data.date}</dd>
                </dl>
                <p className="whitespace-pre-line">{data.longDescription}</p>
                {data.adopted ? (
                  <p className="alert alert-info">{data.petName} has already been adopted.</p>
                ) : own ? (
                  <p className="alert">This is your pet, so you cannot ask to adopt it.</p>
                ) : (
                  <div>
                    <button type="button" className="btn btn-primary btn-lg" onClick={onAdopt}>
                      {texts.petDetails.adoptNow}
                    </button>
                  </div>
                )}
              </div>
            </div>
            {user && !own && !data.adopted && (
              <AdoptDialog
                pet={data}
                user={user}
                open={adopting}
                onClose={() => setAdopting(false)}
              />
            )}
          </article>
        );
      }}
    </QueryBoundary>
  );
}
