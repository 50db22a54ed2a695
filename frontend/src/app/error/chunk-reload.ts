const RELOADED_AT = 'chunk-reload-at';

/** A lazily loaded page whose file is gone, usually because a new version was deployed. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** Spec 4: on a chunk-load error reload once, after 500 ms; false if already tried. */
export function reloadOnceForChunkError(): boolean {
  const last = Number(window.sessionStorage.getItem(RELOADED_AT));
  if (last && Date.now() - last < 60_000) return false;
  window.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.setTimeout(() => window.location.reload(), 500);
  return true;
}
