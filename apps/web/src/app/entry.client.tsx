import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { noteEarlyInputIfAny } from '@/lib/early-input-probe';

// What the person did on the server's page so far is noted, for the app to take it as it starts;
// then React takes over the markup the server sent.
void noteEarlyInputIfAny().finally(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
