import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useFolderList } from '../api/get-videos';

export function VideoCount() {
  const { t } = useTranslation();
  const { data } = useFolderList(0);
  if (!data) return null;
  return (
    <Text c="dimmed" size="sm">
      {t('videos.count', { count: data.videos.length })}
    </Text>
  );
}
