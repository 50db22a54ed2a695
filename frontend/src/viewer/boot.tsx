import { lazy, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { FirstViewContext, type FirstViewVideo } from '@/components/ui/first-view';
import { paths } from '@/config/paths';
import { initI18n, loadLanguage, startLanguage } from '@/lib/i18n';
import { createPlatform, installPlatform } from '@/lib/platform';

import { ViewerApp, viewerPage } from './ViewerApp';

/**
 * Starts the viewer's React part in root, with the server's video for its player when there is
 * one, once the page's language has arrived (fetched alongside the page's own code).
 */
export async function boot(root: HTMLElement, first: FirstViewVideo | null) {
  const page = viewerPage(window.location.pathname);
  if (!page) {
    // Not a viewer page (the server sends viewer.html for those alone): the app's own page.
    window.location.replace(paths.notFound);
    return;
  }
  const loading = page.load();
  const Page = lazy(() => loading.then((m) => ({ default: m.Component })));
  installPlatform(createPlatform());
  const language = startLanguage();
  initI18n(language);
  // Without its strings the page still renders (its error screen can then reload a build gone).
  await loadLanguage(language).catch(() => undefined);
  createRoot(root).render(
    <StrictMode>
      <FirstViewContext.Provider value={first}>
        <ViewerApp Page={Page} params={page.params} />
      </FirstViewContext.Provider>
    </StrictMode>,
  );
}
