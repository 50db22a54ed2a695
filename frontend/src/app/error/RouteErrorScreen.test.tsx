import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { theme } from '../theme';
import { isChunkLoadError } from './chunk-reload';
import { RouteErrorScreen } from './RouteErrorScreen';

function Broken(): never {
  throw new Error('render failed');
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/broken', element: <Broken />, errorElement: <RouteErrorScreen /> },
      { path: '/my_videos', element: <p>my videos page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('RouteErrorScreen', () => {
  it('shows the error screen with a way back to My Videos', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    screen.getByRole('link', { name: 'Back to My Videos' }).click();
    expect(await screen.findByText('my videos page')).toBeInTheDocument();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: /assets/video-x.js', true],
    ['Importing a module script failed.', true],
    ['render failed', false],
  ])('%s → %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });

  it('ignores values that are not errors', () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
