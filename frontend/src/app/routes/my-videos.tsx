import { Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

import { UploadButton, useUploadProgress } from '@/features/upload';
import { MyVideosList, VideoCount } from '@/features/videos';

/** /my_videos: the user's videos, with the upload button and the upload progress of placeholders. */
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
        <UploadButton />
      </Group>
      <MyVideosList uploadProgress={uploadProgress} />
    </Stack>
  );
}

export { MyVideosRoute as Component };
