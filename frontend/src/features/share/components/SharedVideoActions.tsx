import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { SubscribeModal } from '@/components/ui/SubscribeModal';
import { paths } from '@/config/paths';
import type { Video } from '@/lib/api/types.gen';
import { useVideoDownload } from '@/lib/hooks/use-video-download';

import { useForkVideo } from '../api/fork';
import { useSaveCopy } from '../hooks/use-save-copy';

interface SharedVideoActionsProps {
  video: Pick<Video, 'id' | 'can_download_share' | 'can_download'>;
  /** The key the video was opened with: its own, or that of a shared folder above it. */
  shareKey: string;
}

/**
 * Download and 'Save to My Videos' for viewers, when the author allows them (spec 6); download
 * also needs the author's Premium (spec 1), which the server tells in can_download.
 */
export function SharedVideoActions({ video, shareKey }: SharedVideoActionsProps) {
  const { t } = useTranslation('sharing');
  const download = useVideoDownload();
  const fork = useForkVideo();
  const save = useSaveCopy();

  if (!video.can_download_share) return null;

  function saveCopy() {
    if (save.needsSignIn()) return;
    fork.mutate(
      { videoId: video.id, shareKey },
      {
        onSuccess: (copy) => save.saved({ message: t('save.saved'), linkLabel: t('save.open'), path: paths.video(copy.id) }),
        onError: save.failed,
      },
    );
  }

  return (
    <Group gap="xs">
      {video.can_download && (
        <Button
          variant="default"
          leftSection={<IconDownload size={18} />}
          loading={download.isPending}
          onClick={() => download.mutate({ videoId: video.id, shareKey })}
        >
          {t('page.download')}
        </Button>
      )}
      <Button leftSection={<IconDeviceFloppy size={18} />} loading={fork.isPending} onClick={saveCopy}>
        {t('save.button')}
      </Button>
      <SubscribeModal type="save" limit={save.limit} onClose={save.closeLimit} />
    </Group>
  );
}
