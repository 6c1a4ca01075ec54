import type { RouteObject } from 'react-router';
import { RouteErrorScreen } from '@/components/errors/RouteErrorScreen';
import { RootLayout } from '@/components/layouts/RootLayout';
import { PageLoading } from '@/components/page-loading/PageLoading';
import { HomePage } from '@/pages/home/HomePage';
import { paths } from '@/config/paths';

/**
 * The site's routes. Home ships in the first load; About is fetched when first visited. Any other
 * path shows Home, and a failure anywhere in the router shows the recoverable error screen.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: paths.about,
        lazy: async () => ({ Component: (await import('@/pages/about/AboutPage')).AboutPage }),
        hydrateFallbackElement: <PageLoading />,
      },
      { path: '*', element: <HomePage /> },
    ],
  },
];
