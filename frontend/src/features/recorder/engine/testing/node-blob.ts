import { Blob as NodeBlob } from 'node:buffer';

import { vi } from 'vitest';

/**
 * jsdom's Blob cannot be structured-cloned into (fake) IndexedDB, Node's can: tests that
 * store chunks use Node's for every Blob they and the engine make.
 */
export function useNodeBlob(): void {
  vi.stubGlobal('Blob', NodeBlob);
}

export const bytes = (...values: number[]) => new Blob([new Uint8Array(values)]);

export async function blobBytes(blob: Blob): Promise<number[]> {
  return [...new Uint8Array(await blob.arrayBuffer())];
}
