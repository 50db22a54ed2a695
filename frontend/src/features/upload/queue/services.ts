import type { QueryClient } from '@tanstack/react-query';

import { WEB_APP_VERSION } from '@/config/constants';
import { queryKeys } from '@/lib/api';
import { initRecord } from '@/lib/api/endpoints/record/init';

import { completeUpload } from '../api/complete-upload';
import { fetchUploadQuota } from '../api/get-upload-quota';
import { waitUntilProcessed } from '../api/get-uploaded-video';
import { startTusUpload } from '../api/tus-upload';
import { checkFile, titleFromFile } from '../file-check';
import type { UploadServices } from './types';

function screenSize(): string {
  return `${window.screen.width}x${window.screen.height}`;
}

/** The real server calls behind the upload queue; files go into the folder `folderId` names when they start. */
export function uploadServices(queryClient: QueryClient, folderId: () => number = () => 0): UploadServices {
  return {
    checkFile,
    quota: () => fetchUploadQuota(queryClient),
    init: (file) =>
      initRecord({
        title: titleFromFile(file),
        folder_id: folderId(),
        channel_id: 0,
        client: 'web',
        client_version: WEB_APP_VERSION,
        screen_size: screenSize(),
        recorder_version: WEB_APP_VERSION,
        record: false,
      }),
    send: startTusUpload,
    complete: completeUpload,
    waitUntilProcessed: async (videoId, signal) => {
      const video = await waitUntilProcessed(videoId, signal);
      queryClient.setQueryData(queryKeys.videos.detail(videoId), video);
      return video;
    },
    videosChanged: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.videos.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  };
}
