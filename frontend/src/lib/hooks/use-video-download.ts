import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { TOAST_MS } from '@/config/constants';
import { hasCode } from '@/lib/api';
import { getVideoDownload } from '@/lib/api/endpoints/videos/download';
import { CodeShareClosed, CodeVideoNotReady } from '@/lib/api/types.gen';
import { saveFromUrl } from '@/lib/download/save-url';

interface DownloadTarget {
  videoId: number;
  /** The key a viewer opened the video with; none for its owner. */
  shareKey?: string;
}

/**
 * Downloads a video's MP4 through its signed URL. A video still uploading and a download
 * turned off by the author have their own messages (spec 8); other errors show the server's.
 */
export function useVideoDownload() {
  const { t } = useTranslation('sharing');
  return useMutation({
    mutationFn: ({ videoId, shareKey }: DownloadTarget) => getVideoDownload(videoId, shareKey),
    meta: { handledCodes: [CodeVideoNotReady, CodeShareClosed] },
    onSuccess: ({ url, file_name }) => saveFromUrl(url, file_name),
    onError: (error) => {
      const message = hasCode(error, CodeVideoNotReady)
        ? t('download.notReady')
        : hasCode(error, CodeShareClosed)
          ? t('download.closed')
          : null;
      if (message) notifications.show({ color: 'orange', message, autoClose: TOAST_MS });
    },
  });
}
