import { backups, checkAvailability, getRecorder, listDevices } from './engine';
import type { RecorderEngine } from './engine-api';

let engine: RecorderEngine | null = null;

/** The browser recorder engine; the one place the screens meet it. */
export function realRecorderEngine(): RecorderEngine {
  engine ??= { recorder: getRecorder(), backups, checkAvailability, listDevices };
  return engine;
}
