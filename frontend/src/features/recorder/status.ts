import type { RecorderStatus } from './engine/types';

/** Spec 4: leaving during these asks for confirmation, and unloading would lose the recording. */
export function isLeaveGuarded(status: RecorderStatus): boolean {
  return status === 'countdown' || status === 'recording' || status === 'paused' || status === 'uploading';
}

/** Media is being captured (or is paused mid-recording): the floating bar and camera bubble show. */
export function isCapturing(status: RecorderStatus): boolean {
  return status === 'recording' || status === 'paused';
}

/** A session is under way in this tab: anything but idle. */
export function isSessionActive(status: RecorderStatus): boolean {
  return status !== 'notReady' && status !== 'ready';
}
