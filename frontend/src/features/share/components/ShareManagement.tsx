import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmModal } from '@/components/ui/ConfirmModal';

import { useRevokeShare, useUpdateShareDownload, useVideoShare } from '../api/video-shares';

interface ShareManagementProps {
  videoId: number;
  /** The link was revoked: the modal forgets it and offers a new one. */
  onStopped: () => void;
}

/** The owner's controls of a video's link: download and saving by viewers, and stopping the share. */
export function ShareManagement({ videoId, onStopped }: ShareManagementProps) {
  const { t } = useTranslation('sharing');
  const { share, isLoading } = useVideoShare(videoId, true);
  const update = useUpdateShareDownload(videoId);
  const revoke = useRevokeShare(videoId);
  const [confirming, setConfirming] = useState(false);

  if (isLoading) return <Text size="sm" c="dimmed">{t('manage.loading')}</Text>;
  if (!share) return null;

  function stop() {
    setConfirming(false);
    revoke.mutate(undefined, { onSuccess: onStopped });
  }

  return (
    <Stack gap="md">
      <Text size="xs" c="dimmed" data-testid="share-views">
        {t('manage.views', { count: share.views })}
      </Text>
      <Switch
        label={t('manage.allowDownload')}
        checked={update.isPending ? update.variables : share.can_download_share}
        disabled={update.isPending}
        onChange={(event) => update.mutate(event.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button color="red" variant="light" leftSection={<IconLinkOff size={16} />} loading={revoke.isPending} onClick={() => setConfirming(true)}>
          {t('manage.stop')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t('manage.stopTitle')}
        message={t('manage.stopMessage')}
        cancelLabel={t('manage.cancel')}
        confirmLabel={t('manage.stopConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={stop}
        zIndex={400}
      />
    </Stack>
  );
}
