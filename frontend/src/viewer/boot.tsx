import { lazy, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { FirstViewContext, type FirstViewVideo } from '@/components/ui/first-view';
import { paths } from '@/config/paths';
import { initI18n } from '@/lib/i18n';
import { createPlatform, installPlatform } from '@/lib/platform';

import { ViewerApp, viewerPage } from './ViewerApp';

/** Starts the viewer's React part in root, with the server's video for its player when there is one. */
export function boot(root: HTMLElement, first: FirstViewVideo | null) {
  const page = viewerPage(window.location.pathname);
  if (!page) {
    // Not a viewer page (the server sends viewer.html for those alone): the app's own page.
    window.location.replace(paths.notFound);
    return;
  }
  const Page = lazy(() => page.load().then((m) => ({ default: m.Component })));
  installPlatform(createPlatform());
  initI18n();
  createRoot(root).render(
    <StrictMode>
      <FirstViewContext.Provider value={first}>
        <ViewerApp Page={Page} params={page.params} />
      </FirstViewContext.Provider>
    </StrictMode>,
  );
}
