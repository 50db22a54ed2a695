/** Tells other tabs that data of this kind ("comments", "notifications") changed. Placeholder. */
export function markOutdated(kind: string): void {
  void kind;
}

/** Runs reload when this tab becomes visible after another tab marked kind outdated. Placeholder. */
export function useOutdatedReload(kind: string, reload: () => void): void {
  void kind;
  void reload;
}
