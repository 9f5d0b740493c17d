// The advisors' app's entry (advisor/index.html, a build of its own: docs/decisions/048). A plain
// page the browser renders, mobile first: sign-in, then the advisor's presence and call.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './advisor.css';
import { AdvisorApp } from './app.tsx';
import { createAdvisorQueryClient } from './lib/advisor-session.ts';

const container = document.getElementById('root');
if (!container) throw new Error('advisor/index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AdvisorApp queryClient={createAdvisorQueryClient()} />
  </StrictMode>,
);
