import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AlertProvider } from './ui-pending';
import { AppContextProvider, type AppContext } from './context';

type Router = ReturnType<typeof createBrowserRouter>;

/** The whole app around a router (a browser router in main.tsx, a memory router in stories). */
export function App({ ctx, router }: { ctx: AppContext; router: Router }) {
  return (
    <AppContextProvider value={ctx}>
      <AlertProvider>
        <RouterProvider router={router} />
      </AlertProvider>
    </AppContextProvider>
  );
}
