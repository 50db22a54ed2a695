import { createContext, type Ref } from 'react';

/**
 * The <video> the server put in a viewer page's HTML (its first view), for the player to take
 * over instead of making its own: a play already started goes on. `adopted` is called once the
 * element is in the player's place.
 */
export interface FirstViewVideo {
  element: HTMLVideoElement;
  adopted: () => void;
}

export const FirstViewContext = createContext<FirstViewVideo | null>(null);

/** Points ref (a callback or an object) at value. */
export function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}
