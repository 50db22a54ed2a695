import type { LiveSubscription } from './types';

/**
 * Subscribes to topic (null: nothing) while the component is mounted.
 * Placeholder until the live client lands: it never delivers.
 */
export function useLiveTopic(topic: string | null, sub: LiveSubscription): void {
  void topic;
  void sub;
}
