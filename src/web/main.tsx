// The browser entry: styles, the query client, the router, and React on #root.
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '#web/app/providers.tsx';
import { AppRouter } from '#web/app/app-router.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { createAppRouter, logRouteError } from '#web/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppRouter router={router} onError={logRouteError} />
    </AppProviders>
  </StrictMode>,
);
