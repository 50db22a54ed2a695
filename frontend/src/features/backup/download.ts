import type { BackupEntry } from './types';

/** `${title}.mp4`, or .webm when the browser recorded WebM. */
export function backupFileName(entry: Pick<BackupEntry, 'title' | 'mimeType'>): string {
  const extension = entry.mimeType.includes('mp4') ? 'mp4' : 'webm';
  return `${entry.title || 'recording'}.${extension}`;
}

/** Saves a Blob through the browser's download, as `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started reading the URL by the next task.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
