// `npm run dev`: Vite's dev server answers an address it has no file for with the site's
// index.html. The back office's addresses (/admin, /admin/audit, …) get the back office's page
// instead, as the server does once built (src/server/http/web-app.ts, docs/decisions/045), and
// the advisors' app's addresses (/advisor, …) its own page (docs/decisions/048).
import type { Plugin } from 'vite';
import { isAdminPagePath, isAdvisorAppPagePath } from '../src/shared/copy/page-files.ts';

export function adminDevPages(): Plugin {
  return {
    name: 'admin-dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const pathname = (request.url ?? '/').split('?', 1)[0] ?? '/';
        const accepts = request.headers.accept ?? '';
        // The address in the browser keeps its query (a set-up link's token): the page reads it.
        if (request.method === 'GET' && accepts.includes('text/html')) {
          if (isAdminPagePath(pathname)) request.url = '/admin/index.html';
          else if (isAdvisorAppPagePath(pathname)) request.url = '/advisor/index.html';
        }
        next();
      });
    },
  };
}
