import { useEffect, useRef } from 'react';

import { getLiveClient } from './tab-client';
import type { LiveSubscription } from './types';

/**
 * Subscribes to every topic in topics while the component is mounted. A changed list subscribes
 * only the new topics and leaves only the dropped ones, so the others keep their subscription.
 * The latest callbacks are used, so they need not be stable.
 */
export function useLiveTopics(topics: readonly string[], sub: LiveSubscription): void {
  const latest = useRef(sub);
  useEffect(() => {
    latest.current = sub;
  });
  const held = useRef(new Map<string, () => void>());
  // One entry per topic and share key: a new key is a new subscription.
  const wanted = [...new Set(topics)]
    .sort()
    .map((topic) => `${topic} ${sub.shareKey ?? ''}`)
    .join('\n');

  useEffect(() => {
    const current = held.current;
    const entries = new Set(wanted ? wanted.split('\n') : []);
    for (const [entry, stop] of current) {
      if (entries.has(entry)) continue;
      stop();
      current.delete(entry);
    }
    for (const entry of entries) {
      if (current.has(entry)) continue;
      const space = entry.indexOf(' ');
      const topic = entry.slice(0, space);
      const shareKey = entry.slice(space + 1);
      current.set(
        entry,
        getLiveClient().subscribe(topic, {
          shareKey: shareKey || undefined,
          onEvent: (event) => latest.current.onEvent(event),
          onResync: () => latest.current.onResync?.(),
        }),
      );
    }
  }, [wanted]);

  useEffect(() => {
    const current = held.current;
    return () => {
      for (const stop of current.values()) stop();
      current.clear();
    };
  }, []);
}

/** Subscribes to topic (null: nothing) while the component is mounted. */
export function useLiveTopic(topic: string | null, sub: LiveSubscription): void {
  useLiveTopics(topic ? [topic] : [], sub);
}
