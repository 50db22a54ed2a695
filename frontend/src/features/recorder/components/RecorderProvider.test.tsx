import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { render, screen, waitFor } from '@/testing/render';

import { RecorderProvider } from './RecorderProvider';
import { createFakeEngine } from '../testing/fake-engine';

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

/** The page the desktop app opens once its recording is on the server. */
function openedByDesktop(route: string) {
  mockFetch(() => envelope(null));
  const fake = createFakeEngine({});
  return render(
    <RecorderProvider engine={fake.engine}>
      <Where />
    </RecorderProvider>,
    { route },
  );
}

describe('RecorderProvider, for the desktop app', () => {
  beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));

  it.each([
    ['/video/12?rename=Demo', '/video/12'],
    ['/roomDetail/5/12?rename=Demo', '/roomDetail/5/12'],
  ])('names the recording opened at %s, then stays on its page', async (route, page) => {
    const { user } = openedByDesktop(route);
    expect(await screen.findByRole('dialog', { name: 'Name your recording' })).toBeInTheDocument();
    expect(screen.getByTestId('rename-input')).toHaveValue('Demo');
    await user.click(screen.getByTestId('rename-skip'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(page));
    expect(screen.getByTestId('where').textContent).toBe(page);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
