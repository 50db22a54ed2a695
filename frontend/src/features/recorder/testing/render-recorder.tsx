import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';

import { initI18n } from '@/lib/i18n';
import { createTestQueryClient } from '@/testing/render';

import { RecorderPage } from '../components/RecorderPage';
import { RecorderProvider } from '../components/RecorderProvider';
import type { RecorderEngine } from '../engine-api';

function Elsewhere() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/**
 * The recorder page inside its provider, in a data router (the leave guard needs one), as
 * the app shell mounts it; every other address shows where the router went.
 */
export function renderRecorder(engine: RecorderEngine, route = '/recorder') {
  const i18n = initI18n('en');
  void i18n.changeLanguage('en');
  const queryClient = createTestQueryClient();
  const onShowBackups = vi.fn();
  const router = createMemoryRouter(
    [
      {
        element: (
          <RecorderProvider engine={engine} onShowBackups={onShowBackups}>
            <Link to="/my_videos">Go to my videos</Link>
            <Outlet />
          </RecorderProvider>
        ),
        children: [
          { path: '/recorder', element: <RecorderPage /> },
          { path: '*', element: <Elsewhere /> },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <MantineProvider>
      <Notifications />
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...result, user: userEvent.setup(), queryClient, router, onShowBackups };
}
