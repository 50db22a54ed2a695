import { createRef } from 'react';
import { describe, expect, it } from 'vitest';

import { render, screen } from '@/testing/render';

import { FirstViewContext, type FirstViewVideo } from './first-view';
import { PlayerVideo } from './PlayerVideo';

const video = { play_url: '/api/media/videos/7/video.mp4?sig=app', cover: '/c.jpg', title: 'Quarterly demo' };

/** A first view as viewer.html has it: the server's <video> in the page, outside React. */
function serverFirstView() {
  const view = document.createElement('main');
  const element = document.createElement('video');
  element.src = '/api/media/videos/7/video.mp4?share_key=k';
  view.appendChild(element);
  document.body.appendChild(view);
  let adoptions = 0;
  const first: FirstViewVideo = {
    adopt: (into, look) => {
      adoptions++;
      element.className = look.className;
      element.setAttribute('aria-label', look.label);
      into.appendChild(element);
      view.remove();
      return element;
    },
  };
  return { element, first, adoptions: () => adoptions };
}

describe('PlayerVideo', () => {
  it('makes its own <video> in the app', () => {
    render(<PlayerVideo video={video} />);
    const player = screen.getByLabelText('Quarterly demo', { selector: 'video' });
    expect(player).toHaveAttribute('src', video.play_url);
    expect(player).toHaveAttribute('preload', 'metadata');
  });

  it('takes over the server\'s <video> in the viewer: the same element, its source kept, the ref pointing at it', () => {
    const server = serverFirstView();
    const ref = createRef<HTMLVideoElement>();
    render(
      <FirstViewContext.Provider value={server.first}>
        <PlayerVideo video={video} className="stage-video" videoRef={ref} />
      </FirstViewContext.Provider>,
    );
    const player = screen.getByLabelText('Quarterly demo', { selector: 'video' });
    expect(player).toBe(server.element);
    expect(document.querySelectorAll('video')).toHaveLength(1);
    expect(player).toHaveAttribute('src', '/api/media/videos/7/video.mp4?share_key=k');
    expect(player).toHaveClass('stage-video');
    expect(ref.current).toBe(server.element);
    expect(server.adoptions()).toBeGreaterThan(0);
  });
});
