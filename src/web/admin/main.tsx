// The back office's entry (admin/index.html, a build of its own: docs/decisions/045). A plain
// page the browser renders: the set-up link's token leaves the address bar first, then React
// draws the page the address names.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './admin.css';
import { AdminApp } from './app.tsx';
import { createAdminQueryClient } from './lib/operator-session.ts';
import { takeSetupToken } from './lib/setup-token.ts';
import { createAdminRouter } from './router.tsx';

takeSetupToken();

const container = document.getElementById('root');
if (!container) throw new Error('admin/index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AdminApp queryClient={createAdminQueryClient()} router={createAdminRouter()} />
  </StrictMode>,
);
