import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as rtlRender } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

import { theme } from '@/app/theme';
import { initI18n } from '@/lib/i18n';

/** Shows where the router ended up, for redirect assertions. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

interface RenderOptions {
  /** Address the router starts at. */
  route?: string;
  /** Route pattern the element is mounted on; every other address shows the probe. */
  path?: string;
  queryClient?: QueryClient;
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Testing Library's render inside Mantine, i18n (English), TanStack Query and a memory router. */
export function render(ui: ReactElement, { route = '/', path = '*', queryClient = createTestQueryClient() }: RenderOptions = {}) {
  const i18n = initI18n('en');
  void i18n.changeLanguage('en');
  const result = rtlRender(
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
              {path !== '*' && <Route path="*" element={<LocationProbe />} />}
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...result, user: userEvent.setup(), queryClient };
}

export * from '@testing-library/react';
