import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useLayoutEffect } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RequireAdmin, RequireAuth } from '@/features/auth/components/require-auth';
import { lazyScreen, type ScreenHandle } from './lazy-screen';
import { RouteErrorBoundary } from './route-error-boundary';

const d = paths.dashboard;

/**
 * Inside the layout: while a screen's code loads, a spinner holds its place; when it fails,
 * the error screen takes it, and navbar and footer stay either way.
 */
function ScreenBoundary() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Every route of docs/product.md §2. Each screen is its own lazily loaded module exporting
 * `Component`, so the first load carries only the shell. Exported for tests, which mount the same
 * tree in a memory router.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    ...lazyScreen(() => import('./routes/root')),
    children: [
      {
        element: <ScreenBoundary />,
        children: [
          { index: true, ...lazyScreen(() => import('./routes/home')) },
          { path: paths.petDetails.path, ...lazyScreen(() => import('./routes/pet-details')) },
          {
            path: paths.campaignDetails.path,
            ...lazyScreen(() => import('./routes/campaign-details')),
          },
          { path: paths.login.path, ...lazyScreen(() => import('./routes/login')) },
          { path: paths.signUp.path, ...lazyScreen(() => import('./routes/sign-up')) },
          { path: paths.contact.path, ...lazyScreen(() => import('./routes/contact')) },
          {
            // Sign-in required; the guard remembers the attempted location.
            element: <RequireAuth />,
            children: [
              { path: paths.petListing.path, ...lazyScreen(() => import('./routes/pet-listing')) },
              {
                path: paths.donationCampaigns.path,
                ...lazyScreen(() => import('./routes/donation-campaigns')),
              },
              {
                path: d.root.path,
                ...lazyScreen(() => import('./routes/dashboard/layout')),
                children: [
                  // The dashboard starts at addPet. An element rather than a loader redirect: a
                  // leaf route without an element makes the router warn on first render.
                  { index: true, element: <Navigate to={d.addPet.getHref()} replace /> },
                  {
                    path: d.addPet.path,
                    ...lazyScreen(() => import('./routes/dashboard/add-pet')),
                  },
                  {
                    path: d.createDonationCampaign.path,
                    ...lazyScreen(() => import('./routes/dashboard/create-donation-campaign')),
                  },
                  {
                    path: d.myAddedPets.path,
                    ...lazyScreen(() => import('./routes/dashboard/my-added-pets')),
                  },
                  {
                    path: d.updatePetUser.path,
                    ...lazyScreen(() => import('./routes/dashboard/update-pet-user')),
                  },
                  {
                    path: d.myDonationCampaign.path,
                    ...lazyScreen(() => import('./routes/dashboard/my-donation-campaign')),
                  },
                  {
                    path: d.updateDonationCampaign.path,
                    ...lazyScreen(() => import('./routes/dashboard/update-donation-campaign')),
                  },
                  {
                    path: d.payment.path,
                    ...lazyScreen(() => import('./routes/dashboard/payment')),
                  },
                  {
                    path: d.paymentHistory.path,
                    ...lazyScreen(() => import('./routes/dashboard/payment-history')),
                  },
                  {
                    path: d.petAdoptor.path,
                    ...lazyScreen(() => import('./routes/dashboard/pet-adoptor')),
                  },
                  {
                    path: d.myAdoptionRequests.path,
                    ...lazyScreen(() => import('./routes/dashboard/my-adoption-requests')),
                  },
                  {
                    // Admin-only screens; non-admins land on addPet.
                    element: <RequireAdmin />,
                    children: [
                      {
                        path: d.makeAdmin.path,
                        ...lazyScreen(() => import('./routes/dashboard/make-admin')),
                      },
                      {
                        path: d.manageAllPets.path,
                        ...lazyScreen(() => import('./routes/dashboard/manage-all-pets')),
                      },
                      {
                        path: d.updatePet.path,
                        ...lazyScreen(() => import('./routes/dashboard/update-pet')),
                      },
                      {
                        path: d.allDonations.path,
                        ...lazyScreen(() => import('./routes/dashboard/all-donations')),
                      },
                      {
                        path: d.updateDonation.path,
                        ...lazyScreen(() => import('./routes/dashboard/update-donation')),
                      },
                      {
                        path: d.contactMessages.path,
                        ...lazyScreen(() => import('./routes/dashboard/contact-messages')),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', ...lazyScreen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
  // The sign-in popup's two screens: no navbar or footer in a small window.
  {
    path: paths.authPopup.path,
    ...lazyScreen(() => import('./routes/auth-popup')),
  },
  {
    path: paths.authPopupDone.path,
    ...lazyScreen(() => import('./routes/auth-popup-done')),
  },
];

/** The routes inside whichever router hosts them (the browser's, or a test's memory router). */
export function AppRoutes() {
  const location = useLocation();
  const queryClient = useQueryClient();
  // Fetch the code of every screen this location shows at once (the layout, the dashboard's
  // layout and the screen), rather than each only after the one around it has rendered, and
  // let each screen ask for its public data as soon as its code is in.
  useLayoutEffect(() => {
    const searchParams = new URLSearchParams(location.search);
    for (const match of matchRoutes(routes, location) ?? []) {
      const handle = match.route.handle as ScreenHandle | undefined;
      handle?.preload().then(
        (screen) => screen.prefetch?.({ queryClient, params: match.params, searchParams }),
        () => {
          // The boundary shows the failure when the screen itself tries to render.
        },
      );
    }
  }, [location, queryClient]);
  const element = useRoutes(routes);
  return (
    // Outermost: when the layout itself cannot load, there is no navbar to keep.
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageSpinner />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
