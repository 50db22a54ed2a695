import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { RecordButton } from '@/features/recorder';
import { VideoSendMenu } from '@/features/rooms';
import { FolderShareModal } from '@/features/share';
import { UploadButton, useUploadProgress } from '@/features/upload';
import { LibraryView } from '@/features/videos';
import type { Folder } from '@/lib/api/types.gen';

/** /my_videos and /folder/:pid: folders and videos, with record and upload, and the upload progress of placeholders. */
export function MyVideosRoute() {
  const { t } = useTranslation();
  const { pid } = useParams();
  const asked = Number(pid ?? 0);
  const folderId = Number.isSafeInteger(asked) && asked >= 0 ? asked : 0;
  const uploadProgress = useUploadProgress();
  const [sharing, setSharing] = useState<Folder | null>(null);
  useDocumentTitle(`${t('videos.title')} · ${t('app.name')}`);
  return (
    <>
      <LibraryView
        key={folderId}
        folderId={folderId}
        uploadProgress={uploadProgress}
        actions={
          <>
            <RecordButton testId="my-videos-record-button" folderId={folderId} />
            <UploadButton folderId={folderId} />
          </>
        }
        emptyAction={<RecordButton size="md" testId="empty-record-button" folderId={folderId} />}
        onShareFolder={setSharing}
        videoActions={(video) => <VideoSendMenu videoId={video.id} variant="card" />}
      />
      {sharing && <FolderShareModal folder={sharing} opened onClose={() => setSharing(null)} />}
    </>
  );
}

export { MyVideosRoute as Component };
