import type { RecorderEvent, RecorderStatus } from './types';

/**
 * What happens to the recorder; the recorder dispatches these and the table below says
 * where each leads and which events of spec 4 it emits.
 */
export type RecorderAction =
  | 'prepare' // recording is possible here
  | 'connect' // the user asked to start
  | 'prompt' // the browser's capture prompts are open
  | 'authorized' // capture granted; the server is asked for a video
  | 'countdown' // server and capture ready
  | 'begin' // the countdown ended and MediaRecorder runs
  | 'cancel' // the user cancelled before recording began
  | 'fail' // starting failed (blocked, limit, network)
  | 'pause'
  | 'resume'
  | 'stop' // the user stopped; the tail is uploaded
  | 'discard' // a confirmed discard took effect
  | 'undo_discard' // a pending discard was undone
  | 'processed' // the server made the video
  | 'process_failed'; // the upload or the processing failed

export interface Transition {
  to: RecorderStatus;
  events: readonly RecorderEvent[];
}

const go = (to: RecorderStatus, ...events: RecorderEvent[]): Transition => ({ to, events });
/** Every way back to ready says so with the 'ready' event. */
const toReady = (...events: RecorderEvent[]): Transition => go('ready', ...events, 'ready');

const beforeRecording = { cancel: toReady('cancel'), fail: toReady() };

const table: Record<RecorderStatus, Partial<Record<RecorderAction, Transition>>> = {
  notReady: { prepare: toReady() },
  ready: { connect: go('connecting') },
  connecting: { ...beforeRecording, prompt: go('waitingAuthorized'), countdown: go('countdown') },
  waitingAuthorized: { ...beforeRecording, authorized: go('connecting') },
  countdown: { ...beforeRecording, begin: go('recording', 'start') },
  recording: { pause: go('paused'), stop: go('uploading', 'stop'), discard: toReady('abort_stop') },
  paused: {
    resume: go('recording'),
    stop: go('uploading', 'stop'),
    discard: toReady('abort_stop'),
    undo_discard: go('paused', 'abort_cancel'),
  },
  uploading: { processed: toReady('processing_success'), process_failed: toReady('processing_error') },
};

/** Where `action` leads from `status`, or null when it does not apply there. */
export function transition(status: RecorderStatus, action: RecorderAction): Transition | null {
  return table[status][action] ?? null;
}

/** Statuses in which leaving the page loses or interrupts something (spec 4). */
export function isBusyStatus(status: RecorderStatus): boolean {
  return status === 'countdown' || status === 'recording' || status === 'paused' || status === 'uploading';
}

/** Statuses in which a start can still be cancelled. */
export function isStarting(status: RecorderStatus): boolean {
  return status === 'connecting' || status === 'waitingAuthorized' || status === 'countdown';
}
