import { afterEach, describe, expect, it, vi } from 'vitest';

import { OutdatedTracker } from './outdated-tracker';

/** A tab's document: only its visibility matters here. */
class FakeTab extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';

  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

const trackers: OutdatedTracker[] = [];
const channels: BroadcastChannel[] = [];

afterEach(() => {
  trackers.splice(0).forEach((tracker) => tracker.dispose());
  channels.splice(0).forEach((channel) => channel.close());
});

/** Two tabs on one BroadcastChannel name; resolves once b has the next message. */
function twoTabsOnChannel() {
  const name = `outdated-test-${Math.random()}`;
  const [ca, cb] = [new BroadcastChannel(name), new BroadcastChannel(name)];
  channels.push(ca, cb);
  const [tabA, tabB] = [new FakeTab(), new FakeTab()];
  const a = new OutdatedTracker({ document: tabA as unknown as Document, channel: ca });
  const b = new OutdatedTracker({ document: tabB as unknown as Document, channel: cb });
  trackers.push(a, b);
  const delivered = () => new Promise((resolve) => cb.addEventListener('message', resolve, { once: true }));
  return { a, b, tabB, delivered };
}

describe('OutdatedTracker', () => {
  it('reloads a hidden tab when it becomes visible after another tab marked the kind', async () => {
    const { a, b, tabB, delivered } = twoTabsOnChannel();
    const comments = vi.fn();
    const notifications = vi.fn();
    b.onReload('comments', comments);
    b.onReload('notifications', notifications);

    tabB.show('hidden');
    const arrived = delivered();
    a.mark('comments');
    await arrived;
    expect(comments).not.toHaveBeenCalled();

    tabB.show('visible');
    expect(comments).toHaveBeenCalledTimes(1);
    expect(notifications).not.toHaveBeenCalled();
    tabB.show('hidden');
    tabB.show('visible');
    expect(comments).toHaveBeenCalledTimes(1);
  });

  it('does not reload a tab that was visible when the mark arrived', async () => {
    const { a, b, tabB, delivered } = twoTabsOnChannel();
    const comments = vi.fn();
    b.onReload('comments', comments);
    const arrived = delivered();
    a.mark('comments');
    await arrived;
    tabB.show('hidden');
    tabB.show('visible');
    expect(comments).not.toHaveBeenCalled();
  });

  it('stops calling a reload once it is removed', async () => {
    const { a, b, tabB, delivered } = twoTabsOnChannel();
    const comments = vi.fn();
    b.onReload('comments', comments)();
    tabB.show('hidden');
    const arrived = delivered();
    a.mark('comments');
    await arrived;
    tabB.show('visible');
    expect(comments).not.toHaveBeenCalled();
  });

  it('falls back to the storage event without BroadcastChannel', () => {
    const tabA = new FakeTab();
    const tabB = new FakeTab();
    const storageOf = (tab: FakeTab) => Object.assign(tab, { localStorage: window.localStorage }) as unknown as Window;
    const a = new OutdatedTracker({ document: tabA as unknown as Document, window: storageOf(tabA), channel: null });
    const b = new OutdatedTracker({ document: tabB as unknown as Document, window: storageOf(tabB), channel: null });
    trackers.push(a, b);
    const comments = vi.fn();
    b.onReload('comments', comments);
    tabB.show('hidden');

    a.mark('comments');
    // The browser fires storage in the other tabs, not in the one that wrote.
    const key = 'reelroom-outdated:comments';
    tabB.dispatchEvent(new StorageEvent('storage', { key, newValue: window.localStorage.getItem(key) }));
    tabB.show('visible');
    expect(comments).toHaveBeenCalledTimes(1);
  });
});
