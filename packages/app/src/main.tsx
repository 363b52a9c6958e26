import '@buddy/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createAppContext } from './app/context';
import { listenForPreloadErrors } from './app/chunk-reload';
import { createAppRoutes } from './routes/routes';

listenForPreloadErrors();

const ctx = createAppContext();
const router = createBrowserRouter(createAppRoutes(ctx));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App ctx={ctx} router={router} />
  </StrictMode>,
);
