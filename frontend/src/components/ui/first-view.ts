import { createContext, type Ref } from 'react';

/** What the player gives the server's <video> when it takes it over. */
export interface AdoptedLook {
  className: string;
  label: string;
  /** The cover, for an element that has no poster. */
  poster: string;
}

/**
 * The <video> the server put in a viewer page's HTML (its first view), for the player to take
 * over instead of making its own: a play already started goes on. `adopt` moves that same
 * element into `into` (moving a media element within the document does not pause it) and
 * answers it.
 */
export interface FirstViewVideo {
  adopt: (into: HTMLElement, look: AdoptedLook) => HTMLVideoElement;
}

export const FirstViewContext = createContext<FirstViewVideo | null>(null);

/** Points ref (a callback or an object) at value. */
export function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}
