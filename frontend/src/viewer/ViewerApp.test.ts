import { describe, expect, it } from 'vitest';

import { viewerPage } from './ViewerApp';

// The same paths as the service's viewerPage (cloud/internal/webui): the pages it sends viewer.html for.
describe('viewerPage', () => {
  it('knows the pages a visitor opens from a link, with their parameters', () => {
    expect(viewerPage('/share/12/a%20b')?.params).toEqual({ id: '12', key: 'a b' });
    expect(viewerPage('/share/12/%E0%A4%A')?.params).toEqual({ id: '12', key: '%E0%A4%A' });
    expect(viewerPage('/roomShare/7/k%2Bey')?.params).toEqual({ id: '7', key: 'k+ey' });
    expect(viewerPage('/folderShare/video/12')?.params).toEqual({ id: '12' });
    expect(viewerPage('/iframePlayer')?.params).toEqual({});
    expect(viewerPage('/preview-iframePlayer')?.params).toEqual({});
  });

  it('has none for the app\'s pages', () => {
    for (const path of ['/', '/login', '/my_videos', '/video/12', '/share/12', '/share/12/k/more', '/roomShare/7', '/roomShare/7/k/more', '/folderShare/folder/3', '/recorder']) {
      expect(viewerPage(path), path).toBeNull();
    }
  });
});
