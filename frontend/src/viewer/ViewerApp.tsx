import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';

import { AppProvider } from '@/app/provider';
import { FullPageLoader } from '@/components/ui/FullPageLoader';
import { paths } from '@/config/paths';

import { RouteParams } from './router';

type RouteModule = Promise<{ Component: ComponentType }>;

/** A viewer page: the app's own route module, and its parameters. */
interface Page {
  load: () => RouteModule;
  params: Record<string, string>;
}

/**
 * The viewer's pages, the app's own route modules, for the paths the server sends viewer.html
 * for (cloud/internal/webui, viewerPage: keep both lists alike). The room share page
 * (/roomShare/{id}/{key}) joins here when it exists. Null for any other path.
 */
export function viewerPage(pathname: string): Page | null {
  const parts = pathname.split('/');
  if (parts.length === 4 && parts[1] === 'share' && parts[2] && parts[3]) {
    return { load: () => import('@/app/routes/share'), params: { id: parts[2], key: decoded(parts[3]) } };
  }
  if (parts.length === 4 && parts[1] === 'folderShare' && parts[2] === 'video' && parts[3]) {
    return { load: () => import('@/app/routes/folder-share-video'), params: { id: parts[3] } };
  }
  if (pathname === paths.iframePlayer) return { load: () => import('@/app/routes/iframe-player'), params: {} };
  if (pathname === paths.previewIframePlayer) {
    return { load: () => import('@/app/routes/preview-iframe-player'), params: {} };
  }
  return null;
}

/** A path segment as React Router gives it: decoded, or as it is when it does not decode. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

interface ViewerAppProps {
  Page: LazyExoticComponent<ComponentType>;
  params: Record<string, string>;
}

/** A viewer page under the app's providers. */
export function ViewerApp({ Page, params }: ViewerAppProps) {
  return (
    <AppProvider>
      <RouteParams params={params}>
        <Suspense fallback={<FullPageLoader />}>
          <Page />
        </Suspense>
      </RouteParams>
    </AppProvider>
  );
}
