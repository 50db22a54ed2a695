import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { envelope, mockFetch } from '@/testing/fetch-mock';
import { TestProviders } from '@/testing/providers';
import { createTestQueryClient } from '@/testing/render';
import { videoFixture } from '@/testing/video-fixture';

import { VideoPage } from './VideoPage';

function Probe() {
  const location = useLocation();
  return (
    <>
      <div data-testid="location">{`${location.pathname}${location.hash}`}</div>
      <Outlet />
    </>
  );
}

/** A real browser history (jsdom's), so Back fires popstate as in a browser. */
function renderInBrowser(start: string) {
  window.history.replaceState(null, '', start);
  mockFetch(() => envelope(videoFixture()));
  const router = createBrowserRouter([
    {
      element: <Probe />,
      children: [
        { path: '/', element: <div>home</div> },
        { path: '/my_videos', element: <Link to="/video/7">open video</Link> },
        { path: '/video/:id', element: <VideoPage id={7} viewerId={1} getLink={() => null} /> },
      ],
    },
  ]);
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { user: userEvent.setup(), router };
}

const location = () => screen.getByTestId('location').textContent;
const frame = () => screen.getByTestId('player-frame');

describe('VideoPage back navigation', () => {
  it('goes back to the page of this app it came from', async () => {
    const { user } = renderInBrowser('/my_videos');
    await user.click(await screen.findByRole('link', { name: 'open video' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByRole('link', { name: 'open video' });
    expect(location()).toBe('/my_videos');
  });

  it('goes to / when the page was opened directly', async () => {
    const { user } = renderInBrowser('/video/7');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(location()).toBe('/');
  });
});

describe('VideoPage full view', () => {
  async function openFullView() {
    const context = renderInBrowser('/my_videos');
    await context.user.click(await screen.findByRole('link', { name: 'open video' }));
    await context.user.click(await screen.findByRole('button', { name: 'Full view' }));
    expect(frame()).toHaveAttribute('data-full-view');
    expect(location()).toBe('/video/7#full-view');
    return context;
  }

  it('closes on Escape and the page stays', async () => {
    const { user } = await openFullView();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Full view' })).toBeInTheDocument();
    expect(frame()).not.toHaveAttribute('data-full-view');
    expect(location()).toBe('/video/7');
  });

  it("closes on the browser's Back and the page stays", async () => {
    await openFullView();
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(await screen.findByRole('button', { name: 'Full view' })).toBeInTheDocument();
    expect(location()).toBe('/video/7');
  });

  it("closes on the mouse's back button", async () => {
    await openFullView();
    const event = fireEvent.mouseUp(window, { button: 3 });
    expect(event).toBe(false);
    expect(await screen.findByRole('button', { name: 'Full view' })).toBeInTheDocument();
    expect(location()).toBe('/video/7');
  });

  it('closes with its own button, and leaving the page takes it away', async () => {
    const { user } = await openFullView();
    await user.click(screen.getByRole('button', { name: 'Exit full view' }));
    expect(await screen.findByRole('button', { name: 'Full view' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Full view' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Full view' })).toBeInTheDocument();
    expect(location()).toBe('/video/7');
  });
});
