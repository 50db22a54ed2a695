import { Component, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

import { RouteErrorScreen } from '@/app/error/RouteErrorScreen';
import { AppProvider } from '@/app/provider';
import { FullPageLoader } from '@/components/ui/FullPageLoader';
import { paths } from '@/config/paths';

import { RouteError, RouteParams } from './router';

type RouteModule = Promise<{ Component: ComponentType }>;

/** A viewer page: the app's own route module, and its parameters. */
interface Page {
  load: () => RouteModule;
  params: Record<string, string>;
}

/**
 * The viewer's pages, the app's own route modules, for the paths the server sends viewer.html
 * for (cloud/internal/webui, viewerPage: keep both lists alike). Null for any other path.
 */
export function viewerPage(pathname: string): Page | null {
  const parts = pathname.split('/');
  if (parts.length === 4 && parts[1] === 'share' && parts[2] && parts[3]) {
    return { load: () => import('@/app/routes/share'), params: { id: parts[2], key: decoded(parts[3]) } };
  }
  if (parts.length === 4 && parts[1] === 'roomShare' && parts[2] && parts[3]) {
    return { load: () => import('@/app/routes/room-share'), params: { id: parts[2], key: decoded(parts[3]) } };
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

/** The app's error screen for a page that failed (a file gone after a deploy reloads once). */
class ViewerErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RouteError error={this.state.error}>
        <RouteErrorScreen />
      </RouteError>
    );
  }
}

/** A viewer page under the app's providers. */
export function ViewerApp({ Page, params }: ViewerAppProps) {
  return (
    <AppProvider>
      <RouteParams params={params}>
        <ViewerErrorBoundary>
          <Suspense fallback={<FullPageLoader />}>
            <Page />
          </Suspense>
        </ViewerErrorBoundary>
      </RouteParams>
    </AppProvider>
  );
}
