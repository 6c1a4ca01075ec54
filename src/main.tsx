import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { resolveLazyRoutes } from '@/app/resolveLazyRoutes';
import { routes } from '@/app/routes';
import '@/styles/tokens.css';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the site into.');

const router = createBrowserRouter(await resolveLazyRoutes(routes, window.location.pathname));

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
