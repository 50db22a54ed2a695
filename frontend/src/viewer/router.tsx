// What the viewer's pages use of React Router, for the viewer's build only (vite.viewer.config.ts
// aliases 'react-router' to this file): the shared route and feature modules import from
// 'react-router' as everywhere else. A viewer page is one page: its route is matched once when
// it loads (ViewerApp), and every link or navigation leaves for the page it names, which the
// server sends in full (the app's index.html, or this viewer again). React Router's own router
// (history, loaders, matching, data APIs) is about a fifth of the viewer's JavaScript otherwise.
import { createContext, forwardRef, useContext, useMemo, type AnchorHTMLAttributes, type ReactNode } from 'react';

type Params = Readonly<Record<string, string | undefined>>;

const ParamsContext = createContext<Params>({});

/** Gives the page its route's parameters. */
export function RouteParams({ params, children }: { params: Params; children: ReactNode }) {
  return <ParamsContext.Provider value={params}>{children}</ParamsContext.Provider>;
}

export function useParams(): Params {
  return useContext(ParamsContext);
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export function useLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: 'default' };
}

/** The page's query; changing it is not offered (no viewer page does). */
export function useSearchParams(): [URLSearchParams] {
  const search = window.location.search;
  return [useMemo(() => new URLSearchParams(search), [search])];
}

type To = string | { pathname?: string; search?: string; hash?: string };

function href(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

/** Goes to another page: the browser loads it. */
export function useNavigate() {
  return (to: To | number, options?: { replace?: boolean }): void => {
    if (typeof to === 'number') window.history.go(to);
    else if (options?.replace) window.location.replace(href(to));
    else window.location.assign(href(to));
  };
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; replace?: boolean };

/** A plain link: the browser loads the page it names. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace: _replace, ...rest }, ref) {
  return <a ref={ref} href={href(to)} {...rest} />;
});

const ErrorContext = createContext<unknown>(undefined);

/** Gives an error screen the error a page failed with (ViewerApp's error boundary). */
export function RouteError({ error, children }: { error: unknown; children: ReactNode }) {
  return <ErrorContext.Provider value={error}>{children}</ErrorContext.Provider>;
}

export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

/** A viewer page has no loader that answers a response: its errors are thrown ones. */
export function isRouteErrorResponse(_error: unknown): boolean {
  return false;
}
