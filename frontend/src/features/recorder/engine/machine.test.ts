import { describe, expect, it } from 'vitest';

import { isBusyStatus, transition, type RecorderAction } from './machine';
import type { RecorderStatus } from './types';

const statuses: RecorderStatus[] = [
  'notReady',
  'ready',
  'connecting',
  'waitingAuthorized',
  'countdown',
  'recording',
  'paused',
  'uploading',
];

describe('recorder transition table', () => {
  it('walks a whole recording', () => {
    const steps: [RecorderAction, RecorderStatus, string[]][] = [
      ['prepare', 'ready', ['ready']],
      ['connect', 'connecting', []],
      ['prompt', 'waitingAuthorized', []],
      ['authorized', 'connecting', []],
      ['countdown', 'countdown', []],
      ['begin', 'recording', ['start']],
      ['pause', 'paused', []],
      ['resume', 'recording', []],
      ['stop', 'uploading', ['stop']],
      ['processed', 'ready', ['processing_success', 'ready']],
    ];
    let status: RecorderStatus = 'notReady';
    for (const [action, to, events] of steps) {
      const next = transition(status, action);
      expect(next, `${status} --${action}-->`).toEqual({ to, events });
      status = next!.to;
    }
  });

  it.each(['connecting', 'waitingAuthorized', 'countdown'] as const)('cancel from %s returns to ready', (from) => {
    expect(transition(from, 'cancel')).toEqual({ to: 'ready', events: ['cancel', 'ready'] });
    expect(transition(from, 'fail')).toEqual({ to: 'ready', events: ['ready'] });
  });

  it('cannot cancel once recording', () => {
    for (const from of ['ready', 'recording', 'paused', 'uploading', 'notReady'] as const) {
      expect(transition(from, 'cancel')).toBeNull();
    }
  });

  it('discard ends a recording or a paused one; undo keeps it paused', () => {
    expect(transition('recording', 'discard')).toEqual({ to: 'ready', events: ['abort_stop', 'ready'] });
    expect(transition('paused', 'discard')).toEqual({ to: 'ready', events: ['abort_stop', 'ready'] });
    expect(transition('paused', 'undo_discard')).toEqual({ to: 'paused', events: ['abort_cancel'] });
    expect(transition('uploading', 'discard')).toBeNull();
  });

  it('processing failure returns to ready with processing_error', () => {
    expect(transition('uploading', 'process_failed')).toEqual({ to: 'ready', events: ['processing_error', 'ready'] });
  });

  it('rejects actions that do not apply', () => {
    expect(transition('ready', 'stop')).toBeNull();
    expect(transition('notReady', 'connect')).toBeNull();
    expect(transition('uploading', 'pause')).toBeNull();
    expect(transition('countdown', 'stop')).toBeNull();
    expect(transition('recording', 'begin')).toBeNull();
  });

  it('every transition from a status lands on a known status', () => {
    const actions: RecorderAction[] = [
      'prepare', 'connect', 'prompt', 'authorized', 'countdown', 'begin', 'cancel', 'fail',
      'pause', 'resume', 'stop', 'discard', 'undo_discard', 'processed', 'process_failed',
    ];
    for (const from of statuses) {
      for (const action of actions) {
        const next = transition(from, action);
        if (next) expect(statuses).toContain(next.to);
      }
    }
  });

  it('is busy while counting down, recording, paused or uploading', () => {
    expect(statuses.filter(isBusyStatus)).toEqual(['countdown', 'recording', 'paused', 'uploading']);
  });
});
