/** The recorder engine: what the recorder screens use. */
export type * from './types';
export { checkAvailability, listDevices, type DeviceLists } from './availability';
export { backups, type Backups } from './backups';
export { DEFAULT_COUNTDOWN_MS, DISCARD_UNDO_MS } from './constants';
export { isBusyStatus, transition, type RecorderAction, type Transition } from './machine';
export { getRecorder, type Recorder } from './recorder';
