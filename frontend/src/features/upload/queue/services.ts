import type { QueryClient } from '@tanstack/react-query';

import { WEB_APP_VERSION } from '@/config/constants';
import { queryKeys } from '@/lib/api';
import { initRecord } from '@/lib/api/endpoints/record/init';

import { completeUpload } from '../api/complete-upload';
import { fetchUploadQuota } from '../api/get-upload-quota';
import { waitUntilProcessed } from '../api/get-uploaded-video';
import { startTusUpload } from '../api/tus-upload';
import { checkFile, titleFromFile } from '../file-check';
import type { UploadServices, UploadTarget } from './types';

function screenSize(): string {
  return `${window.screen.width}x${window.screen.height}`;
}

const myVideos: UploadTarget = { folderId: 0, channelId: 0 };

/** The real server calls behind the upload queue; files go where `target` says when they start (a folder or a room). */
export function uploadServices(queryClient: QueryClient, target: () => UploadTarget = () => myVideos): UploadServices {
  return {
    checkFile,
    quota: () => fetchUploadQuota(queryClient),
    init: (file) =>
      initRecord({
        title: titleFromFile(file),
        folder_id: target().folderId,
        channel_id: target().channelId,
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
      void queryClient.invalidateQueries({ queryKey: queryKeys.channels.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  };
}
