import { Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFolder, IconMovie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { SharedFolder } from '@/lib/api/types.gen';
import { formatDuration } from '@/lib/format/duration';

interface SharedFolderItemsProps {
  folder: SharedFolder;
  shareKey: string;
}

/** The shared folder's subfolders, then its videos; every link carries the key. */
export function SharedFolderItems({ folder, shareKey }: SharedFolderItemsProps) {
  const { t } = useTranslation('sharing');
  if (folder.folders.length === 0 && folder.videos.length === 0) {
    return <Text c="dimmed">{t('visitor.empty')}</Text>;
  }
  return (
    <Stack gap="lg">
      {folder.folders.length > 0 && (
        <section aria-label={t('visitor.folders')}>
          <Title order={2} size="h5" mb="xs">
            {t('visitor.folders')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            {folder.folders.map((sub) => (
              <Card key={sub.id} withBorder radius="md" component={Link} to={paths.folderShare(sub.id, shareKey)}>
                <Group gap="sm" wrap="nowrap">
                  <IconFolder size={22} aria-hidden />
                  <Text fw={600} truncate>
                    {sub.name}
                  </Text>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      )}
      {folder.videos.length > 0 && (
        <section aria-label={t('visitor.videos')}>
          <Title order={2} size="h5" mb="xs">
            {t('visitor.videos')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {folder.videos.map((video) => (
              <Card
                key={video.id}
                withBorder
                radius="md"
                component={Link}
                to={paths.folderShareVideo(video.id, shareKey, folder.folder.id)}
                aria-label={video.title}
              >
                <Card.Section>
                  {video.cover ? (
                    <Image src={video.cover} alt="" h={150} />
                  ) : (
                    <Group h={150} justify="center" bg="gray.1">
                      <IconMovie size={32} aria-hidden />
                    </Group>
                  )}
                </Card.Section>
                <Group justify="space-between" mt="sm" wrap="nowrap">
                  <Text fw={600} truncate>
                    {video.title}
                  </Text>
                  {video.duration > 0 && (
                    <Text size="sm" c="dimmed">
                      {formatDuration(video.duration)}
                    </Text>
                  )}
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}
