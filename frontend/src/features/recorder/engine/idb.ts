/** Small promise wrappers over the raw IndexedDB API. */

export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Settles when the transaction commits; rejects with its error when it aborts (QuotaExceededError). */
export function transactionDone(tx: IDBTransaction): Promise<void> {
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new DOMException('IndexedDB transaction aborted', 'AbortError'));
    tx.onerror = (event) => {
      // The abort that follows reports it; keep it from reaching window.onerror.
      event.preventDefault();
    };
  });
  // Callers that fail on a request first never await this; its rejection is not unhandled.
  done.catch(() => undefined);
  return done;
}

/**
 * Opens the database. `onGone` is called when the connection ends on its own: closed for a
 * newer version or a deletion in another tab (versionchange), or by the browser (close);
 * the caller then forgets it and opens again on next use.
 */
export function openDatabase(
  name: string,
  version: number,
  upgrade: (db: IDBDatabase) => void,
  onGone: () => void = () => undefined,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new DOMException('IndexedDB is not available', 'NotSupportedError'));
      return;
    }
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = () => upgrade(request.result);
    request.onsuccess = () => {
      const db = request.result;
      // A newer version or a deletion in another tab: let it go on; this tab reopens on next use.
      db.onversionchange = () => {
        db.close();
        onGone();
      };
      db.onclose = () => onGone();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
}
