import { vi } from 'vitest';

import type { Video } from '@/lib/api/types.gen';
import { envelope } from '@/testing/fetch-mock';

/** One tus upload as the fake server keeps it. */
export interface FakeUpload {
  id: string;
  videoId: number;
  data: number[];
  length: number | null;
}

export interface FakeVideo {
  id: number;
  status: number;
  uploadId: string | null;
  /** Detail polls still answering "processing" before it turns ok (or fail). */
  pollsLeft: number;
  endsAs: number;
}

export interface LoggedRequest {
  method: string;
  path: string;
  headers: Headers;
  size: number;
}

const UPLOADS = '/api/v2/record/upload/';

/**
 * The cloud service's recording calls as the engine sees them through fetch: tus 1.0 with
 * deferred length at /api/v2/record/upload/, and the JSON calls around it.
 */
export class FakeServer {
  readonly uploads = new Map<string, FakeUpload>();
  readonly videos = new Map<number, FakeVideo>();
  readonly log: LoggedRequest[] = [];
  /** While true every request fails like an unreachable server. */
  down = false;
  /** The next n tus requests answer 503. */
  failNext = 0;
  /** While true the tus endpoint refuses every request (403), for good. */
  refuseUploads = false;
  /** While true init answers 210002 (the Basic plan's video limit). */
  limitReached = false;
  /** How complete leaves a video: ok at once, or processing then ok or fail. */
  onComplete: { status: number; polls?: number; endsAs?: number } = { status: 1 };
  /** Tokens the tus endpoint accepts (null: any). */
  validTokens: Set<string> | null = null;
  /** Each PATCH takes this long. */
  patchDelayMs = 0;
  inFlight = 0;
  maxInFlight = 0;
  private nextUpload = 1;
  private nextVideo = 100;

  addVideo(status = 21): FakeVideo {
    const video: FakeVideo = { id: this.nextVideo++, status, uploadId: null, pollsLeft: 0, endsAs: 1 };
    this.videos.set(video.id, video);
    return video;
  }

  /** An upload the server already holds for `video`, with `data` received. */
  addUpload(video: FakeVideo, data: number[] = []): FakeUpload {
    const upload: FakeUpload = { id: `u${this.nextUpload++}`, videoId: video.id, data: [...data], length: null };
    this.uploads.set(upload.id, upload);
    video.uploadId = upload.id;
    return upload;
  }

  uploadOf(videoId: number): FakeUpload | undefined {
    const id = this.videos.get(videoId)?.uploadId;
    return id ? this.uploads.get(id) : undefined;
  }

  patches(): LoggedRequest[] {
    return this.log.filter((request) => request.method === 'PATCH');
  }

  install(): void {
    vi.stubGlobal('fetch', this.fetch);
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://app.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const body = init.body instanceof Blob ? init.body : null;
    this.log.push({ method, path: url.pathname, headers, size: body?.size ?? 0 });
    if (this.down) throw new TypeError('Failed to fetch');
    if (url.pathname.startsWith(UPLOADS)) return this.tus(method, url.pathname.slice(UPLOADS.length), headers, body);
    const json = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    return this.api(method, url.pathname, json);
  };

  private async tus(method: string, id: string, headers: Headers, body: Blob | null): Promise<Response> {
    if (this.refuseUploads) return new Response('forbidden', { status: 403 });
    if (this.failNext > 0) {
      this.failNext -= 1;
      return new Response('unavailable', { status: 503 });
    }
    const token = (headers.get('Authorization') ?? '').replace(/^Bearer /, '');
    if (this.validTokens && !this.validTokens.has(token)) return envelope(null, 100101, 'login outdated', 401);
    if (headers.get('Tus-Resumable') !== '1.0.0') return new Response('no tus', { status: 412 });
    if (method === 'POST' && id === '') {
      const [name, value] = (headers.get('Upload-Metadata') ?? '').split(' ');
      const video = name === 'video_id' ? this.videos.get(Number(atob(value ?? ''))) : undefined;
      if (!video || headers.get('Upload-Defer-Length') !== '1') return new Response('bad', { status: 400 });
      // Like the cloud's claim hook: a video gets one upload.
      if (video.uploadId !== null) return new Response('ERR_VIDEO: This video already has an upload', { status: 409 });
      const upload = this.addUpload(video);
      return new Response(null, { status: 201, headers: { Location: `http://api.internal${UPLOADS}${upload.id}` } });
    }
    const upload = this.uploads.get(id);
    if (!upload) return new Response('not found', { status: 404 });
    if (method === 'HEAD') {
      const state: Record<string, string> = { 'Upload-Offset': String(upload.data.length) };
      if (upload.length === null) state['Upload-Defer-Length'] = '1';
      else state['Upload-Length'] = String(upload.length);
      return new Response(null, { status: 200, headers: state });
    }
    if (method !== 'PATCH') return new Response('method', { status: 405 });
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.patchDelayMs) await new Promise((resolve) => setTimeout(resolve, this.patchDelayMs));
      if (headers.get('Content-Type') !== 'application/offset+octet-stream') return new Response('type', { status: 415 });
      if (Number(headers.get('Upload-Offset')) !== upload.data.length) return new Response('offset', { status: 409 });
      const incoming = body ? [...new Uint8Array(await body.arrayBuffer())] : [];
      const declared = headers.get('Upload-Length');
      if (declared !== null) {
        if (upload.length !== null && upload.length !== Number(declared)) return new Response('length', { status: 400 });
        upload.length = Number(declared);
      }
      if (upload.length !== null && upload.data.length + incoming.length > upload.length) {
        return new Response('too long', { status: 413 });
      }
      upload.data.push(...incoming);
      return new Response(null, { status: 204, headers: { 'Upload-Offset': String(upload.data.length) } });
    } finally {
      this.inFlight -= 1;
    }
  }

  private videoJson(video: FakeVideo): Video {
    return { id: video.id, status: video.status, fail_reason: video.status === -1 ? 'broken' : '', play_url: '' } as Video;
  }

  private api(method: string, path: string, body: Record<string, unknown>): Response {
    const video = this.videos.get(Number(body.video_id ?? path.split('/').pop()));
    const awaiting = video && (video.status === 21 || video.status === 4);
    switch (`${method} ${path.replace(/\/\d+$/, '/:id')}`) {
      case 'POST /api/v2/record/local/init': {
        if (this.limitReached) return envelope(null, 210002, 'The Basic plan keeps up to 30 videos.', 403);
        const created = this.addVideo();
        return envelope({ video_id: created.id, upload_url: UPLOADS, share_key: `k${created.id}` });
      }
      case 'POST /api/v2/record/credentials': {
        if (!video) return envelope(null, 404001, 'Video not found', 404);
        if (!awaiting) return envelope(null, 409001, 'This video is not waiting for an upload', 409);
        const upload = this.uploadOf(video.id);
        return envelope({
          storage: 'local',
          upload_url: UPLOADS,
          location: upload ? UPLOADS + upload.id : '',
          offset: upload?.data.length ?? 0,
        });
      }
      case 'POST /api/v2/record/local/complete': {
        if (!video) return envelope(null, 404001, 'Video not found', 404);
        if (awaiting) {
          const upload = this.uploadOf(video.id);
          if (!upload || upload.length === null || upload.data.length !== upload.length) {
            return envelope(null, 409002, 'The upload is not finished', 409);
          }
          video.status = this.onComplete.status;
          video.pollsLeft = this.onComplete.polls ?? 0;
          video.endsAs = this.onComplete.endsAs ?? 1;
        }
        return envelope(this.videoJson(video));
      }
      case 'GET /api/video/detail/:id': {
        if (!video) return envelope(null, 404001, 'Video not found', 404);
        if (video.status === 5 && video.pollsLeft-- <= 0) video.status = video.endsAs;
        return envelope(this.videoJson(video));
      }
      case 'POST /api/v2/record/local/discard': {
        if (!video) return envelope(null, 404001, 'Video not found', 404);
        if (!awaiting) return envelope(null, 409001, 'This video is already finished', 409);
        this.videos.delete(video.id);
        if (video.uploadId) this.uploads.delete(video.uploadId);
        return envelope({});
      }
      case 'GET /api/user/info':
        return envelope({ id: 1, videoCount: 30, videoLimit: 30 });
      default:
        return envelope(null, 404001, `no route ${method} ${path}`, 404);
    }
  }
}
