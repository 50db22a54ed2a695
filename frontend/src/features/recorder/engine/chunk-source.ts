import type { ChunkStore } from './chunk-store';

/** Where an upload reads the recording's bytes from. */
export interface ChunkSource {
  /** Up to `maxBytes` contiguous bytes from byte `from` (fewer when it has no more). */
  read(from: number, maxBytes: number): Promise<Blob>;
}

/** A stored recording's bytes (a backup being resumed). */
export function storeSource(store: ChunkStore, key: string): ChunkSource {
  return { read: (from, maxBytes) => store.readBytes(key, from, maxBytes) };
}

interface Held {
  offset: number;
  blob: Blob;
  /** In IndexedDB too: it may be dropped from memory and read from there. */
  stored: boolean;
}

/**
 * The live recording's chunks not yet confirmed by the server, kept in memory so the
 * upload does not read back what it just stored. While the server is unreachable the
 * oldest stored chunks leave memory past `maxHeldBytes`; older bytes come from `fallback`.
 */
export class LiveChunks implements ChunkSource {
  private held: Held[] = [];
  private heldBytes = 0;

  constructor(
    private readonly fallback: ChunkSource | null,
    private readonly maxHeldBytes = Infinity,
  ) {}

  push(offset: number, blob: Blob): void {
    this.held.push({ offset, blob, stored: false });
    this.heldBytes += blob.size;
  }

  /** The chunk at `offset` is in IndexedDB now. */
  markStored(offset: number): void {
    const held = this.held.find((chunk) => chunk.offset === offset);
    if (held) held.stored = true;
    while (this.heldBytes > this.maxHeldBytes && this.held[0]?.stored && this.fallback) this.drop();
  }

  /** Forgets chunks that end at or before `confirmed`. */
  prune(confirmed: number): void {
    while (this.held[0] && this.held[0].offset + this.held[0].blob.size <= confirmed) this.drop();
  }

  private drop(): void {
    const dropped = this.held.shift();
    if (dropped) this.heldBytes -= dropped.blob.size;
  }

  async read(from: number, maxBytes: number): Promise<Blob> {
    const first = this.held[0];
    if ((!first || from < first.offset) && this.fallback) return this.fallback.read(from, maxBytes);
    const parts: Blob[] = [];
    let position = from;
    let size = 0;
    for (const { offset, blob } of this.held) {
      const end = offset + blob.size;
      if (end <= position) continue;
      if (offset > position || size >= maxBytes) break;
      const part = offset < position ? blob.slice(position - offset) : blob;
      parts.push(part);
      size += part.size;
      position = end;
    }
    const joined = new Blob(parts);
    return joined.size > maxBytes ? joined.slice(0, maxBytes) : joined;
  }
}
