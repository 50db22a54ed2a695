import { Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

import { RecordButton } from '@/features/recorder';
import { UploadButton, useUploadProgress } from '@/features/upload';
import { MyVideosList, VideoCount } from '@/features/videos';

/** /my_videos: the user's videos, with record and upload, and the upload progress of placeholders. */
export function MyVideosRoute() {
  const { t } = useTranslation();
  const uploadProgress = useUploadProgress();
  useDocumentTitle(`${t('videos.title')} · ${t('app.name')}`);
  return (
    <Stack gap="xl" maw={1400} mx="auto">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('videos.title')}
          </Title>
          <VideoCount />
        </div>
        <Group gap="xs">
          <RecordButton testId="my-videos-record-button" />
          <UploadButton />
        </Group>
      </Group>
      <MyVideosList uploadProgress={uploadProgress} emptyAction={<RecordButton size="md" testId="empty-record-button" />} />
    </Stack>
  );
}

export { MyVideosRoute as Component };
