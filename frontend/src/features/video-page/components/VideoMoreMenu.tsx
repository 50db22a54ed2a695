import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { useVideoDownload } from '@/lib/hooks/use-video-download';

import { useTrashVideo } from '../api/use-trash-video';
import { useBackNavigation } from '../hooks/use-back-navigation';

interface VideoMoreMenuProps {
  videoId: number;
  onRename: () => void;
}

/** The author's actions of spec 6: rename, download, delete (asked first, then back). */
export function VideoMoreMenu({ videoId, onRename }: VideoMoreMenuProps) {
  const { t } = useTranslation('sharing');
  const download = useVideoDownload();
  const trash = useTrashVideo();
  const goBack = useBackNavigation();
  const [confirming, setConfirming] = useState(false);

  function remove() {
    setConfirming(false);
    trash.mutate(videoId, { onSuccess: goBack });
  }

  return (
    <>
      {/* Rename focuses the title field: the menu must not take the focus back as it closes. */}
      <Menu position="bottom-end" withinPortal returnFocus={false}>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('page.more')} loading={download.isPending || trash.isPending}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={onRename}>
            {t('page.rename')}
          </Menu.Item>
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => download.mutate({ videoId })}>
            {t('page.download')}
          </Menu.Item>
          <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={() => setConfirming(true)}>
            {t('page.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmModal
        opened={confirming}
        title={t('delete.title')}
        message={t('delete.message')}
        cancelLabel={t('delete.cancel')}
        confirmLabel={t('delete.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </>
  );
}
