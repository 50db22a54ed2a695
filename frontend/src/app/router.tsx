import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { FullPageLoader } from '@/components/ui/FullPageLoader';
import { paths } from '@/config/paths';

import { RouteErrorScreen } from './error/RouteErrorScreen';
import { RequireAuth } from './guards/RequireAuth';
import { NotFoundRoute } from './routes/not-found';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: paths.login, lazy: () => import('./routes/login') },
      { path: '/share/:id/:key', lazy: () => import('./routes/share') },
      { path: '/roomShare/:id/:key', lazy: () => import('./routes/room-share') },
      { path: '/folderShare/folder/:pid', lazy: () => import('./routes/folder-share') },
      { path: '/folderShare/video/:id', lazy: () => import('./routes/folder-share-video') },
      { path: '/localVideo/:id', lazy: () => import('./routes/local-video') },
      // Invite links (spec 2 and 4): the landing reads the invite before asking to sign in.
      { path: '/invite/t/:tid/:key', lazy: () => import('./routes/invite-landing') },
      { path: '/invite/:key', lazy: () => import('./routes/invite-landing') },
      {
        path: '/workspace/share/:tid/:key',
        lazy: async () => ({ Component: (await import('./routes/invite-landing')).InviteLinkFormRoute }),
      },
      {
        path: '/room/share/:tid/:cid/:key',
        lazy: async () => ({ Component: (await import('./routes/invite-landing')).InviteLinkFormRoute }),
      },
      { path: paths.pricing, lazy: () => import('./routes/pricing') },
      { path: paths.iframePlayer, lazy: () => import('./routes/iframe-player') },
      { path: paths.previewIframePlayer, lazy: () => import('./routes/preview-iframe-player') },
      { path: paths.settings, lazy: () => import('./routes/settings') },
      { path: paths.desktopBar, lazy: () => import('./routes/desktop-bar') },
      { path: paths.desktopBubble, lazy: () => import('./routes/desktop-bubble') },
      { path: paths.unsubscribe, lazy: () => import('./routes/unsubscribe') },
      { path: paths.notFound, element: <NotFoundRoute /> },
      {
        element: <RequireAuth />,
        children: [
          {
            // Lazy: the signed-in layout carries the recorder and upload code, which the
            // public pages (share, login, player) never need.
            lazy: async () => ({ Component: (await import('./layout/AppLayout')).AppLayout }),
            children: [
              {
                errorElement: <RouteErrorScreen />,
                children: [
                  { index: true, element: <Navigate to={paths.myVideos} replace /> },
                  { path: paths.myVideos, lazy: () => import('./routes/my-videos') },
                  { path: '/folder/:pid', lazy: () => import('./routes/my-videos') },
                  { path: paths.trash, lazy: () => import('./routes/trash') },
                  { path: '/video/:id', lazy: () => import('./routes/video') },
                  { path: '/player/:id', lazy: () => import('./routes/video') },
                  { path: paths.recorder, lazy: () => import('./routes/recorder') },
                  { path: paths.profile, lazy: () => import('./routes/profile') },
                  // Plans and billing (spec 2, 4): the avatar menu's pages and the purchase's return page.
                  { path: paths.billing, lazy: () => import('./routes/billing') },
                  { path: paths.invitation, lazy: () => import('./routes/invitation') },
                  { path: paths.pricingState, lazy: () => import('./routes/pricing-state') },
                  // Workspaces (spec 2); the room pages (/room/*, /roomDetail/*) are the rooms feature's.
                  { path: '/workspace/create', lazy: () => import('./routes/workspace-create') },
                  { path: '/workspace/create/:id', lazy: () => import('./routes/workspace-created') },
                  { path: '/workspace/manage/:tid', lazy: () => import('./routes/workspace-manage') },
                  { path: '/workspace/invite/:teamId', lazy: () => import('./routes/workspace-invite') },
                  { path: '/room/browser/:tid', lazy: () => import('./routes/room-browser') },
                  { path: '/room/:cid', lazy: () => import('./routes/room') },
                  { path: '/roomDetail/:cid/:vid', lazy: () => import('./routes/room-detail') },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
