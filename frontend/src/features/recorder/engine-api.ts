import type { Backups, DeviceLists, Recorder, Unavailable } from './engine';

export type { Backups, DeviceLists, Recorder };

/**
 * The recorder engine as the screens receive it: the app passes the real one
 * (`realRecorderEngine()`), tests pass a stand-in.
 */
export interface RecorderEngine {
  recorder: Recorder;
  backups: Backups;
  checkAvailability(): Unavailable | null;
  listDevices(): Promise<DeviceLists>;
}
