import { DB_NAME, DB_VERSION } from './constants';
import { openDatabase, requestResult, transactionDone } from './idb';

/** A recording kept in the browser: its backup item's fields and where its upload stands. */
export interface StoredRecording {
  key: string;
  /** The server video made at init (the backup item's originId). */
  videoId: number | null;
  shareKey: string | null;
  /** The tus creation endpoint init gave. */
  endpoint: string;
  /** This recording's tus upload (a path on our origin), once created. */
  uploadUrl: string | null;
  title: string;
  createdAt: number;
  /** Recorded time, pauses excluded, as of the last stored chunk. */
  durationMs: number;
  /** The MediaRecorder's type, e.g. 'video/mp4;codecs=avc1,opus'. */
  mimeType: string;
  /** The user stopped it; false after a closed tab (its chunks are still a playable prefix). */
  stopped: boolean;
  /** Bytes of the chunks stored. */
  totalBytes: number;
  chunkCount: number;
  /** Bytes the server confirmed, as last seen. */
  confirmedBytes: number;
  /** False once a chunk could not be stored (disk full): the backup then holds a prefix only. */
  complete: boolean;
  /** Why its upload or processing failed; null while nothing failed. */
  error: string | null;
  /** The user discarded it but the server could not be told yet: its chunks are gone. */
  discarded?: boolean;
}

export interface StoredChunk {
  key: string;
  seq: number;
  byteOffset: number;
  size: number;
  data: Blob;
}

const RECORDINGS = 'recordings';
const CHUNKS = 'chunks';
const BY_OFFSET = 'byOffset';

/** The browser refused to store more (the disk or the origin's quota is full). */
export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

function upgrade(db: IDBDatabase): void {
  if (!db.objectStoreNames.contains(RECORDINGS)) db.createObjectStore(RECORDINGS, { keyPath: 'key' });
  if (!db.objectStoreNames.contains(CHUNKS)) {
    const chunks = db.createObjectStore(CHUNKS, { keyPath: ['key', 'seq'] });
    chunks.createIndex(BY_OFFSET, ['key', 'byteOffset']);
  }
}

const allChunksOf = (key: string) => IDBKeyRange.bound([key, 0], [key, Infinity]);

/**
 * Recordings and their chunks in IndexedDB (database `reelroom-recorder`). Every chunk is
 * written here before it is sent, and stays until the server has the video.
 */
export class ChunkStore {
  private opening: Promise<IDBDatabase> | null = null;

  constructor(private readonly name: string = DB_NAME) {}

  private async db(): Promise<IDBDatabase> {
    const opening = (this.opening ??= openDatabase(this.name, DB_VERSION, upgrade, () => this.forget(opening)));
    try {
      return await opening;
    } catch (error) {
      this.forget(opening); // the next call tries again
      throw error;
    }
  }

  /** The connection `opening` gave is gone: the next call opens a new one. */
  private forget(opening: Promise<IDBDatabase>): void {
    if (this.opening === opening) this.opening = null;
  }

  async putRecording(recording: StoredRecording): Promise<void> {
    const tx = (await this.db()).transaction(RECORDINGS, 'readwrite');
    tx.objectStore(RECORDINGS).put(recording);
    await transactionDone(tx);
  }

  async getRecording(key: string): Promise<StoredRecording | undefined> {
    const tx = (await this.db()).transaction(RECORDINGS, 'readonly');
    return requestResult(tx.objectStore(RECORDINGS).get(key) as IDBRequest<StoredRecording | undefined>);
  }

  async listRecordings(): Promise<StoredRecording[]> {
    const tx = (await this.db()).transaction(RECORDINGS, 'readonly');
    return requestResult(tx.objectStore(RECORDINGS).getAll() as IDBRequest<StoredRecording[]>);
  }

  /** Changes some fields; returns the result, or null when the recording is gone. */
  async updateRecording(key: string, patch: Partial<Omit<StoredRecording, 'key'>>): Promise<StoredRecording | null> {
    const tx = (await this.db()).transaction(RECORDINGS, 'readwrite');
    const recordings = tx.objectStore(RECORDINGS);
    const done = transactionDone(tx);
    const current = await requestResult(recordings.get(key) as IDBRequest<StoredRecording | undefined>);
    const next = current ? { ...current, ...patch, key } : null;
    if (next) recordings.put(next);
    await done;
    return next;
  }

  /**
   * Stores a chunk and moves the recording's byte count on, in one transaction. A chunk
   * of a recording deleted meanwhile (discarded) is dropped. Rejects with the browser's
   * QuotaExceededError when it is full.
   */
  async appendChunk(
    key: string,
    chunk: { seq: number; byteOffset: number; data: Blob },
    patch: Partial<Omit<StoredRecording, 'key'>> = {},
  ): Promise<void> {
    const tx = (await this.db()).transaction([RECORDINGS, CHUNKS], 'readwrite');
    const recordings = tx.objectStore(RECORDINGS);
    const done = transactionDone(tx);
    const current = await requestResult(recordings.get(key) as IDBRequest<StoredRecording | undefined>);
    if (current) {
      const end = chunk.byteOffset + chunk.data.size;
      const stored: StoredChunk = { key, seq: chunk.seq, byteOffset: chunk.byteOffset, size: chunk.data.size, data: chunk.data };
      tx.objectStore(CHUNKS).put(stored);
      recordings.put({
        ...current,
        ...patch,
        key,
        totalBytes: Math.max(current.totalBytes, end),
        chunkCount: Math.max(current.chunkCount, chunk.seq + 1),
      });
    }
    await done;
  }

  /** Up to `maxBytes` bytes from byte `from`, read from the stored chunks in order. */
  async readBytes(key: string, from: number, maxBytes: number): Promise<Blob> {
    const tx = (await this.db()).transaction(CHUNKS, 'readonly');
    const index = tx.objectStore(CHUNKS).index(BY_OFFSET);
    const parts: Blob[] = [];
    let size = 0;
    // The chunk that holds `from` starts at or before it: the last one starting before it.
    const before =
      from > 0 ? await requestResult(index.openCursor(IDBKeyRange.bound([key, 0], [key, from], false, true), 'prev')) : null;
    const first = before?.value as StoredChunk | undefined;
    if (first && first.byteOffset + first.size > from) {
      const part = first.data.slice(from - first.byteOffset);
      parts.push(part);
      size += part.size;
    }
    let expected = from + size;
    await new Promise<void>((resolve, reject) => {
      const request = index.openCursor(IDBKeyRange.bound([key, from], [key, Infinity]));
      request.onerror = () => reject(request.error ?? new Error('IndexedDB cursor failed'));
      request.onsuccess = () => {
        const cursor = request.result;
        const chunk = cursor?.value as StoredChunk | undefined;
        // Stop at the end, when enough was read, or at a gap.
        if (!cursor || !chunk || size >= maxBytes || chunk.byteOffset !== expected) {
          resolve();
          return;
        }
        parts.push(chunk.data);
        size += chunk.size;
        expected += chunk.size;
        cursor.continue();
      };
    });
    const blob = new Blob(parts);
    return blob.size > maxBytes ? blob.slice(0, maxBytes) : blob;
  }

  /** The whole recording as one file: its chunks concatenated in order. */
  async readAll(key: string, type: string): Promise<Blob> {
    const tx = (await this.db()).transaction(CHUNKS, 'readonly');
    const chunks = await requestResult(tx.objectStore(CHUNKS).getAll(allChunksOf(key)) as IDBRequest<StoredChunk[]>);
    return new Blob(
      chunks.map((chunk) => chunk.data),
      { type },
    );
  }

  async deleteRecording(key: string): Promise<void> {
    const tx = (await this.db()).transaction([RECORDINGS, CHUNKS], 'readwrite');
    tx.objectStore(RECORDINGS).delete(key);
    tx.objectStore(CHUNKS).delete(allChunksOf(key));
    await transactionDone(tx);
  }

  /** Drops a discarded recording's chunks, keeping a row that says the server must still be told. */
  async markDiscarded(key: string): Promise<void> {
    const tx = (await this.db()).transaction([RECORDINGS, CHUNKS], 'readwrite');
    const recordings = tx.objectStore(RECORDINGS);
    const done = transactionDone(tx);
    const current = await requestResult(recordings.get(key) as IDBRequest<StoredRecording | undefined>);
    if (current) recordings.put({ ...current, discarded: true, totalBytes: 0, chunkCount: 0 });
    tx.objectStore(CHUNKS).delete(allChunksOf(key));
    await done;
  }

  /** Closes the connection (tests delete the database after). */
  async close(): Promise<void> {
    const opening = this.opening;
    this.opening = null;
    if (opening) (await opening.catch(() => null))?.close();
  }
}

let shared: ChunkStore | null = null;

/** The app's one store. */
export function getChunkStore(): ChunkStore {
  shared ??= new ChunkStore();
  return shared;
}
