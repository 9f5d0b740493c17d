// React Router's provider for the DOM. This is what `react-router/dom`'s RouterProvider does
// (pass ReactDOM's flushSync, for navigations that ask for a synchronous update); it is done
// here instead so the whole app imports one entry of the package: in Vitest the `/dom` entry
// loads another copy of react-router than `react-router` does, and the two do not share context.
import { flushSync } from 'react-dom';
import { RouterProvider, type ClientOnErrorFunction, type DataRouter } from 'react-router';

function flushRouterUpdate(update: () => unknown): undefined {
  flushSync(update);
}

export function AppRouter({
  router,
  onError,
}: {
  router: DataRouter;
  onError?: ClientOnErrorFunction;
}) {
  return <RouterProvider router={router} flushSync={flushRouterUpdate} onError={onError} />;
}
