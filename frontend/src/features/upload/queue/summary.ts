import type { UploadItem } from './types';

/** Something is still to be sent or processed: closing minimises and leaving warns. */
export function isRunning(items: readonly UploadItem[]): boolean {
  return items.some((item) => item.status === 'pending' || item.status === 'uploading');
}

export function percentOf(loaded: number, total: number): number {
  return total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
}

/** Bytes sent over bytes to send, across every file that is not refused. */
export function overallPercent(items: readonly UploadItem[]): number {
  const counted = items.filter((item) => item.status !== 'error');
  const done = (item: UploadItem) => (item.status === 'success' || item.processing ? item.file.size : item.loaded);
  const loaded = counted.reduce((sum, item) => sum + done(item), 0);
  const total = counted.reduce((sum, item) => sum + item.file.size, 0);
  return percentOf(loaded, total);
}

export function successCount(items: readonly UploadItem[]): number {
  return items.filter((item) => item.status === 'success').length;
}

/** Upload percentage by video id, for the placeholder cards of videos still being sent. */
export function progressByVideo(items: readonly UploadItem[]): ReadonlyMap<number, number> {
  const progress = new Map<number, number>();
  for (const item of items) {
    if (item.status === 'uploading' && item.videoId !== null && !item.processing) {
      progress.set(item.videoId, percentOf(item.loaded, item.file.size));
    }
  }
  return progress;
}
