import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { FirstViewContext, type FirstViewVideo } from '@/components/ui/first-view';
import { initI18n } from '@/lib/i18n';
import { createPlatform, installPlatform } from '@/lib/platform';

import { ViewerApp } from './ViewerApp';

/** Starts the viewer's React part in root, with the server's video for its player when there is one. */
export function boot(root: HTMLElement, first: FirstViewVideo | null) {
  installPlatform(createPlatform());
  initI18n();
  createRoot(root).render(
    <StrictMode>
      <FirstViewContext.Provider value={first}>
        <ViewerApp />
      </FirstViewContext.Provider>
    </StrictMode>,
  );
}
