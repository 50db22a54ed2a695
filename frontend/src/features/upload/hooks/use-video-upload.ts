import { useRef, useState } from 'react';

import { WEB_APP_VERSION } from '@/config/constants';
import { isApiError } from '@/lib/api';

import { useCompleteUpload } from '../api/complete-upload';
import { useInitUpload } from '../api/init-upload';
import { startTusUpload, type TusUploadHandle } from '../api/tus-upload';
import { checkFile, titleFromFile, type FileProblem } from '../file-check';

export type UploadPhase =
  | { name: 'select'; file: File | null; problem: FileProblem | null }
  | { name: 'uploading'; file: File; loaded: number; total: number }
  | { name: 'uploaded'; file: File; videoId: number }
  | { name: 'failed'; file: File; reason: string | null };

const initial: UploadPhase = { name: 'select', file: null, problem: null };

function screenSize(): string {
  return `${window.screen.width}x${window.screen.height}`;
}

/** One file through init, tus upload and complete; 'uploaded' then waits for processing. */
export function useVideoUpload() {
  const [phase, setPhase] = useState<UploadPhase>(initial);
  const attempt = useRef(0);
  const running = useRef<TusUploadHandle | null>(null);
  const init = useInitUpload();
  const complete = useCompleteUpload();

  function choose(file: File) {
    setPhase({ name: 'select', file, problem: checkFile(file) });
  }

  async function start(file: File) {
    const mine = ++attempt.current;
    const current = () => attempt.current === mine;
    setPhase({ name: 'uploading', file, loaded: 0, total: file.size });
    try {
      const created = await init.mutateAsync({
        title: titleFromFile(file),
        folder_id: 0,
        client: 'web',
        client_version: WEB_APP_VERSION,
        screen_size: screenSize(),
        recorder_version: WEB_APP_VERSION,
      });
      if (!current()) return;
      running.current = startTusUpload({
        endpoint: created.upload_url,
        file,
        videoId: created.video_id,
        onProgress: (loaded, total) => current() && setPhase({ name: 'uploading', file, loaded, total }),
      });
      await running.current.done;
      running.current = null;
      const video = await complete.mutateAsync(created.video_id);
      if (current()) setPhase({ name: 'uploaded', file, videoId: video.id });
    } catch (error) {
      if (current()) setPhase({ name: 'failed', file, reason: isApiError(error) ? error.message : null });
    }
  }

  /** Stops whatever is running; the phase stays until reset() so a closing dialog does not flicker. */
  function cancel() {
    attempt.current += 1;
    running.current?.abort();
    running.current = null;
  }

  function reset() {
    cancel();
    setPhase(initial);
  }

  return { phase, choose, start, cancel, reset };
}
