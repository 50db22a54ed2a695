import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { RouteErrorScreen } from '@/app/error/RouteErrorScreen';
import { AppProvider } from '@/app/provider';
import { FullPageLoader } from '@/components/ui/FullPageLoader';
import { paths } from '@/config/paths';



/**
 * The viewer's routes: the app's own route modules for the pages the server sends viewer.html
 * for (cloud/internal/webui, viewerPage). A link to any other page of the app loads that page
 * whole, from the app's index.html.
 */
const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: '/share/:id/:key', lazy: () => import('@/app/routes/share') },
      // The room share page (/roomShare/:id/:key) joins here when it exists.
      { path: '/folderShare/video/:id', lazy: () => import('@/app/routes/folder-share-video') },
      { path: paths.iframePlayer, lazy: () => import('@/app/routes/iframe-player') },
      { path: paths.previewIframePlayer, lazy: () => import('@/app/routes/preview-iframe-player') },
      { path: '*', loader: leaveForApp, element: <FullPageLoader /> },
    ],
  },
];

/** A page of the app: the browser loads it (the app's index.html), and this router waits for it. */
function leaveForApp({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => undefined);
}

export function ViewerApp() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
