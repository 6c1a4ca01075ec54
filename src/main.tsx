import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from '@/app/routes';
import '@/styles/tokens.css';
import '@/styles/global.css';

const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the site into.');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
