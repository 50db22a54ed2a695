import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

/** In place of the comment box for someone who may watch a public room's video but is not in the room (spec 6). */
export function JoinToComment({ channelId }: { channelId: number }) {
  const { t } = useTranslation('rooms');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="join-to-comment">
      <Stack gap={4}>
        <Text size="sm">{t('video.joinToComment')}</Text>
        <Anchor component={Link} to={paths.room(channelId)} size="sm">
          {t('video.openRoom')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
