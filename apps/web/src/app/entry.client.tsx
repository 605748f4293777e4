import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { noteEarlyInput } from '@/lib/early-input';

// What the person did on the server's page so far is noted, for the app to take it as it starts.
noteEarlyInput();
// The server sent the whole page; React takes over the same markup.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
