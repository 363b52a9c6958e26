import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The kit's one stylesheet, imported once; then the product's own theme on top of it.
import '@buddy/ui/styles.css';
import './theme.css';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
