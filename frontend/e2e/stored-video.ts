import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, type APIRequestContext } from '@playwright/test';

/** A video as GET /api/video/detail gives it. */
export interface StoredVideo {
  id: number;
  status: number;
  duration: number;
  play_url: string;
  title: string;
}

/** What ffprobe says a file holds. */
export interface Probe {
  streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
  seconds: number;
}

export async function videoDetail(request: APIRequestContext, origin: string, token: string, id: number): Promise<StoredVideo> {
  const response = await request.get(`${origin}/api/video/detail/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { code: number; data: StoredVideo };
  expect(body.code).toBe(0);
  return body.data;
}

/** Waits until the video is ok with its final file (not the live recording) in place, and returns it. */
export async function finalVideo(
  request: APIRequestContext,
  origin: string,
  token: string,
  id: number,
  timeout = 60_000,
): Promise<StoredVideo> {
  let video: StoredVideo | null = null;
  await expect
    .poll(
      async () => {
        video = await videoDetail(request, origin, token, id);
        return video.status === 1 && video.play_url.includes('/video.mp4');
      },
      { timeout },
    )
    .toBe(true);
  return video!;
}

/** Downloads the video's file through its play URL and gives where it was saved. */
export async function downloadVideo(request: APIRequestContext, origin: string, video: StoredVideo): Promise<string> {
  const response = await request.get(`${origin}${video.play_url}`);
  expect(response.status()).toBe(200);
  const path = join(mkdtempSync(join(tmpdir(), 'reelroom-stored-')), 'video.mp4');
  writeFileSync(path, await response.body());
  return path;
}

export function probeFile(path: string): Probe {
  const out = execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path]);
  const parsed = JSON.parse(out.toString()) as { streams: Probe['streams']; format: { duration: string } };
  return { streams: parsed.streams, seconds: Number(parsed.format.duration) };
}
