import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RequireAdmin, RequireAuth } from '@/features/auth/components/require-auth';
import { RouteError } from './routes/route-error';

const d = paths.dashboard;

/**
 * Every route of SPEC §2. Each screen is its own lazily loaded module exporting `Component`,
 * so the first load carries only the shell. Exported for tests, which mount the same tree in
 * a memory router.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    lazy: () => import('./routes/root'),
    // Shown when the layout itself cannot render (its chunk failed to load).
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // A pathless boundary inside the layout: a failing screen keeps navbar and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: paths.petDetails.path, lazy: () => import('./routes/pet-details') },
          { path: paths.campaignDetails.path, lazy: () => import('./routes/campaign-details') },
          { path: paths.login.path, lazy: () => import('./routes/login') },
          { path: paths.signUp.path, lazy: () => import('./routes/sign-up') },
          { path: paths.contact.path, lazy: () => import('./routes/contact') },
          {
            // SPEC §2: sign-in required; the guard remembers the attempted location.
            element: <RequireAuth />,
            children: [
              { path: paths.petListing.path, lazy: () => import('./routes/pet-listing') },
              {
                path: paths.donationCampaigns.path,
                lazy: () => import('./routes/donation-campaigns'),
              },
              {
                path: d.root.path,
                lazy: () => import('./routes/dashboard/layout'),
                children: [
                  // SPEC §2: the dashboard starts at addPet. An element rather than a loader
                  // redirect: a leaf route without an element makes the router warn on first render.
                  { index: true, element: <Navigate to={d.addPet.getHref()} replace /> },
                  { path: d.addPet.path, lazy: () => import('./routes/dashboard/add-pet') },
                  {
                    path: d.createDonationCampaign.path,
                    lazy: () => import('./routes/dashboard/create-donation-campaign'),
                  },
                  {
                    path: d.myAddedPets.path,
                    lazy: () => import('./routes/dashboard/my-added-pets'),
                  },
                  {
                    path: d.updatePetUser.path,
                    lazy: () => import('./routes/dashboard/update-pet-user'),
                  },
                  {
                    path: d.myDonationCampaign.path,
                    lazy: () => import('./routes/dashboard/my-donation-campaign'),
                  },
                  {
                    path: d.updateDonationCampaign.path,
                    lazy: () => import('./routes/dashboard/update-donation-campaign'),
                  },
                  { path: d.payment.path, lazy: () => import('./routes/dashboard/payment') },
                  {
                    path: d.paymentHistory.path,
                    lazy: () => import('./routes/dashboard/payment-history'),
                  },
                  { path: d.petAdoptor.path, lazy: () => import('./routes/dashboard/pet-adoptor') },
                  {
                    path: d.myAdoptionRequests.path,
                    lazy: () => import('./routes/dashboard/my-adoption-requests'),
                  },
                  {
                    // SPEC §2: admin-only screens; non-admins land on addPet.
                    element: <RequireAdmin />,
                    children: [
                      {
                        path: d.makeAdmin.path,
                        lazy: () => import('./routes/dashboard/make-admin'),
                      },
                      {
                        path: d.manageAllPets.path,
                        lazy: () => import('./routes/dashboard/manage-all-pets'),
                      },
                      {
                        path: d.updatePet.path,
                        lazy: () => import('./routes/dashboard/update-pet'),
                      },
                      {
                        path: d.allDonations.path,
                        lazy: () => import('./routes/dashboard/all-donations'),
                      },
                      {
                        path: d.updateDonation.path,
                        lazy: () => import('./routes/dashboard/update-donation'),
                      },
                      {
                        path: d.contactMessages.path,
                        lazy: () => import('./routes/dashboard/contact-messages'),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
  // The sign-in popup's two screens: no navbar or footer in a small window.
  {
    path: paths.authPopup.path,
    lazy: () => import('./routes/auth-popup'),
    hydrateFallbackElement: <PageSpinner />,
  },
  {
    path: paths.authPopupDone.path,
    lazy: () => import('./routes/auth-popup-done'),
    hydrateFallbackElement: <PageSpinner />,
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
