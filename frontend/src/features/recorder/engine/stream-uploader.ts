import { ClientCode, hasCode, isApiError, isLoginOutdated } from '@/lib/api';
import { CodeConflict } from '@/lib/api/types.gen';

import { getRecordCredentials } from './api/record-credentials';
import type { ChunkSource } from './chunk-source';
import { MAX_PATCH_BYTES, UPLOAD_RETRY_DELAYS_MS } from './constants';
import { createUpload, headUpload, patchUpload, sameOriginPath, TusHttpError, TusNetworkError } from './tus-client';

export interface StreamUploaderOptions {
  videoId: number;
  /** The tus creation endpoint (init's upload_url). */
  endpoint: string;
  /** The upload to append to, when known; its offset is read with HEAD first. */
  location: string | null;
  /** With no location: ask the server (credentials) before creating an upload — a resume. */
  askServer: boolean;
  source: ChunkSource;
  retryDelaysMs?: readonly number[];
  maxPatchBytes?: number;
  onLocation?: (location: string) => void;
  onConfirmed?: (bytes: number) => void;
  /** True after a failed attempt (the server cannot be reached), false once one succeeds. */
  onTrouble?: (troubled: boolean) => void;
}

/**
 * The upload cannot go on (the server refused it for good). `message` says why, for
 * diagnostics; `serverMessage` is user-safe text from the server, when it gave some.
 */
export class UploadFailedError extends Error {
  readonly serverMessage: string;

  constructor(message: string, options: { cause?: unknown; serverMessage?: string } = {}) {
    super(message, { cause: options.cause });
    this.name = 'UploadFailedError';
    this.serverMessage = options.serverMessage ?? '';
  }
}

type Failure = 'retry' | 'lost' | 'fatal';

function classify(error: unknown): Failure {
  if (error instanceof UploadFailedError) return 'fatal';
  if (error instanceof TusNetworkError) return 'retry';
  if (error instanceof TusHttpError) {
    const { status } = error;
    if (status === 404 || status === 410) return 'lost';
    if (status >= 500 || [401, 408, 409, 423, 429].includes(status)) return 'retry';
    return 'fatal';
  }
  if (isApiError(error)) {
    const transient = [ClientCode.network, ClientCode.timeout, ClientCode.badResponse] as number[];
    if (transient.includes(error.code) || isLoginOutdated(error.code)) return 'retry';
    return error.httpStatus >= 500 || error.httpStatus === 429 ? 'retry' : 'fatal';
  }
  return 'retry'; // a local read that failed, say: try again
}

function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'upload failed';
}

type Step = 'done' | 'progress' | 'idle';

/**
 * Appends a growing recording to its tus upload, in order, one PATCH at a time; when it
 * fell behind, one PATCH carries everything queued (up to maxPatchBytes). A failed request
 * (network, 5xx, 409 offset mismatch) re-reads the offset with HEAD and is retried after
 * 1 s, 2 s, 5 s and then every 5 s, for as long as the uploader lives. `finish(total)`
 * sends the rest and declares the length.
 */
export class StreamUploader {
  private location: string | null;
  private askServer: boolean;
  private synced: boolean;
  private confirmed = 0;
  private declaredLength: number | null = null;
  private available = 0;
  private total: number | null = null;
  /** The server no longer waits for bytes (the upload was finished before). */
  private finishedBefore = false;
  private failures = 0;
  private troubled = false;
  private dirty = false;
  private wakeUp: (() => void) | null = null;
  private readonly controller = new AbortController();
  private readonly delays: readonly number[];
  private readonly maxPatchBytes: number;
  private settle!: (error: Error | null) => void;
  private readonly done: Promise<void>;

  constructor(private readonly options: StreamUploaderOptions) {
    this.location = options.location;
    this.askServer = options.askServer;
    this.synced = options.location === null;
    this.delays = options.retryDelaysMs ?? UPLOAD_RETRY_DELAYS_MS;
    this.maxPatchBytes = options.maxPatchBytes ?? MAX_PATCH_BYTES;
    this.done = new Promise<void>((resolve, reject) => {
      this.settle = (error) => (error ? reject(error) : resolve());
    });
    this.done.catch(() => undefined); // only finish() callers hear about failures
    void this.run();
  }

  get confirmedBytes(): number {
    return this.confirmed;
  }

  get uploadUrl(): string | null {
    return this.location;
  }

  /** The recording now has `available` bytes to send. */
  append(available: number): void {
    if (available <= this.available) return;
    this.available = available;
    this.wake();
  }

  /**
   * No more bytes will come: resolves once the server has all `total` bytes and the
   * length; rejects with UploadFailedError, or an AbortError after abort().
   */
  finish(total: number): Promise<void> {
    this.total = Math.max(total, this.available);
    this.available = this.total;
    this.wake();
    return this.done;
  }

  abort(): void {
    if (this.controller.signal.aborted) return;
    this.controller.abort(new DOMException('upload aborted', 'AbortError'));
    this.wake();
  }

  private wake(): void {
    this.dirty = true;
    const wakeUp = this.wakeUp;
    this.wakeUp = null;
    wakeUp?.();
  }

  private async run(): Promise<void> {
    const { signal } = this.controller;
    while (!signal.aborted) {
      this.dirty = false;
      try {
        const step = await this.step(signal);
        if (step === 'done') {
          this.settle(null);
          return;
        }
        if (step === 'progress') this.succeeded();
        else if (!this.dirty) await new Promise<void>((resolve) => (this.wakeUp = resolve));
      } catch (error) {
        if (signal.aborted) break;
        const failure = classify(error);
        if (failure === 'fatal') {
          this.settle(error instanceof UploadFailedError ? error : new UploadFailedError(failureMessage(error), { cause: error }));
          return;
        }
        if (failure === 'lost') this.location = null;
        // With no upload known, ask the server first next time: a create whose answer was
        // lost may have made one, and creating again would be refused (409) for good.
        if (this.location === null) this.askServer = true;
        this.synced = this.location === null;
        this.failed();
        await this.pause(this.delays[Math.min(this.failures, this.delays.length) - 1] ?? 0);
      }
    }
    this.settle(new DOMException('upload aborted', 'AbortError'));
  }

  private async step(signal: AbortSignal): Promise<Step> {
    if (this.finishedBefore) return 'done';
    if (!this.location) {
      await this.establish(signal);
      return 'progress';
    }
    if (!this.synced) {
      const state = await headUpload(this.location, signal);
      this.synced = true;
      this.declaredLength = state.length;
      this.confirm(state.offset);
      return 'progress';
    }
    if (this.total !== null && this.declaredLength !== null && this.confirmed >= this.declaredLength) return 'done';
    if (this.confirmed < this.available) {
      const from = this.confirmed;
      const batch = await this.options.source.read(from, Math.min(this.available - from, this.maxPatchBytes));
      if (batch.size === 0) throw new UploadFailedError(`the recording's bytes from ${from} are missing`);
      const last = this.total !== null && this.declaredLength === null && from + batch.size >= this.total;
      const length = last ? this.total : null;
      const offset = await patchUpload(this.location, from, batch, length, signal);
      if (length !== null) this.declaredLength = length;
      this.confirm(offset);
      return 'progress';
    }
    if (this.total !== null && this.declaredLength === null) {
      // Everything is there: an empty PATCH declares the length.
      const length = Math.max(this.total, this.confirmed);
      const offset = await patchUpload(this.location, this.confirmed, new Blob([]), length, signal);
      this.declaredLength = length;
      this.confirm(offset);
      return 'progress';
    }
    if (this.total !== null && this.declaredLength !== null) {
      // The server waits for bytes this recording does not have (a backup cut short by a
      // full disk whose length was declared before a crash): nothing can ever finish it.
      throw new UploadFailedError(`the server expects ${this.declaredLength} bytes, ${this.confirmed} exist`);
    }
    return 'idle';
  }

  /** Finds the upload (a resume asks the server first) or creates one. */
  private async establish(signal: AbortSignal): Promise<void> {
    let endpoint = this.options.endpoint;
    if (this.askServer) {
      try {
        const credentials = await getRecordCredentials(this.options.videoId);
        this.askServer = false;
        if (credentials.location) {
          this.useLocation(sameOriginPath(credentials.location), false);
          return;
        }
        endpoint = credentials.upload_url || endpoint;
      } catch (error) {
        if (!hasCode(error, CodeConflict)) throw error;
        this.finishedBefore = true; // the video is past uploading: nothing to send
        return;
      }
    }
    const location = await createUpload(endpoint, this.options.videoId, signal);
    this.declaredLength = null;
    this.confirm(0);
    this.useLocation(location, true);
  }

  private useLocation(location: string, synced: boolean): void {
    this.location = location;
    this.synced = synced;
    this.options.onLocation?.(location);
  }

  private confirm(offset: number): void {
    this.confirmed = offset;
    this.options.onConfirmed?.(offset);
  }

  private succeeded(): void {
    this.failures = 0;
    if (this.troubled) {
      this.troubled = false;
      this.options.onTrouble?.(false);
    }
  }

  private failed(): void {
    this.failures += 1;
    if (!this.troubled) {
      this.troubled = true;
      this.options.onTrouble?.(true);
    }
  }

  private pause(ms: number): Promise<void> {
    const { signal } = this.controller;
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done);
    });
  }
}
