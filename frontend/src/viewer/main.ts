// The viewer's entry (viewer.html, built by vite.viewer.config.ts): the pages a visitor opens
// from a link — a shared video, a shared folder's video, the embeddable player — served by the
// cloud service with this page instead of the app's index.html. This file is plain TypeScript
// and tiny: it takes the server's first view out of the way of React, keeping its <video>
// element (which may already be playing), and loads the viewer's React part, which puts that
// same element in its player.

import type { FirstViewVideo } from '@/components/ui/first-view';

/** Sets the server's first view aside (before #root) and hides #root until the player has its video; null when the page has none. */
function takeFirstView(root: HTMLElement): FirstViewVideo | null {
  const view = root.querySelector<HTMLElement>('.rr-first');
  const element = view?.querySelector('video');
  if (!view || !element) return null;
  root.before(view); // the same nodes, moved: React clears what it renders into
  root.hidden = true;
  return {
    adopt: (into, look) => {
      element.className = look.className;
      element.setAttribute('aria-label', look.label);
      if (!element.poster && look.poster) element.poster = look.poster;
      if (element.parentNode !== into) into.appendChild(element);
      view.remove(); // the first view's title and box, now empty of its video
      root.hidden = false;
      return element;
    },
  };
}

/**
 * Resolves at once unless the server's video was asked to play before the viewer got here (a
 * visitor on a slow link, a page that plays on load): then once it plays or cannot, so its
 * first frame does not wait behind the viewer's first render on the page's one main thread.
 */
function afterStart(video: HTMLVideoElement | undefined): Promise<void> {
  if (!video || video.paused || video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) return Promise.resolve();
  return new Promise((resolve) => {
    for (const type of ['playing', 'pause', 'error', 'stalled', 'abort']) {
      video.addEventListener(type, () => resolve(), { once: true });
    }
    window.setTimeout(resolve, 2000); // a video that never says anything does not keep the page from booting
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('viewer.html has no #root');
const video = root.querySelector<HTMLVideoElement>('.rr-first video') ?? undefined;
const first = takeFirstView(root);
void Promise.all([import('./boot'), afterStart(video)]).then(([{ boot }]) => boot(root, first));
