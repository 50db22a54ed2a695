import { StorageKeys } from '@/config/storage-keys';
import type { TokenPair } from '@/lib/api/types.gen';
import { getPlatform } from '@/lib/platform';

export interface Session {
  token: string;
  refreshToken: string;
  /** When the pair was issued (ms since epoch). */
  issuedAt: number;
}

/** Why the last session ended; 'expired' drives the delayed redirect of spec 8. */
export type EndReason = 'signout' | 'expired';

export interface SessionState {
  session: Session | null;
  endedBy: EndReason | null;
}

type Listener = (state: SessionState) => void;

const listeners = new Set<Listener>();
let state: SessionState | null = null;

function load(): SessionState {
  const { storage } = getPlatform();
  const token = storage.get(StorageKeys.token);
  const refreshToken = storage.get(StorageKeys.refreshToken);
  if (!token || !refreshToken) return { session: null, endedBy: null };
  const issuedAt = Number(storage.get(StorageKeys.tokenDate)) || Date.now();
  return { session: { token, refreshToken, issuedAt }, endedBy: null };
}

function publish(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener(next));
}

export function getSessionState(): SessionState {
  state ??= load();
  return state;
}

export function getAccessToken(): string | null {
  return getSessionState().session?.token ?? null;
}

export function saveTokens(pair: TokenPair): void {
  const { storage } = getPlatform();
  const issuedAt = Date.now();
  storage.set(StorageKeys.token, pair.token);
  storage.set(StorageKeys.refreshToken, pair.refresh_token);
  storage.set(StorageKeys.tokenDate, String(issuedAt));
  publish({ session: { token: pair.token, refreshToken: pair.refresh_token, issuedAt }, endedBy: null });
}

export function clearTokens(reason: EndReason): void {
  const { storage } = getPlatform();
  storage.remove(StorageKeys.token);
  storage.remove(StorageKeys.refreshToken);
  storage.remove(StorageKeys.tokenDate);
  publish({ session: null, endedBy: reason });
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the cached state so the next read comes from storage (tests). */
export function resetSessionCache(): void {
  state = null;
}
