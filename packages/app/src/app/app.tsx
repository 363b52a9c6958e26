import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AlertProvider } from '@buddy/ui/alert-dialog';
import { ALERT_DEFAULT_TITLE, ALERT_LABELS } from './words';
import { AppContextProvider, type AppContext } from './context';

type Router = ReturnType<typeof createBrowserRouter>;

/** The whole app around a router (a browser router in main.tsx, a memory router in stories). */
export function App({ ctx, router }: { ctx: AppContext; router: Router }) {
  // The page answers from here on, its error page included (a page drawn on the server does nothing before
  // hydration): the journeys wait for it after every load.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <AppContextProvider value={ctx}>
      <AlertProvider labels={ALERT_LABELS} defaultTitle={ALERT_DEFAULT_TITLE}>
        <RouterProvider router={router} />
      </AlertProvider>
    </AppContextProvider>
  );
}
