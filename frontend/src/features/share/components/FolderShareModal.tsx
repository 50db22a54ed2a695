import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { IconLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { paths } from '@/config/paths';
import type { Folder } from '@/lib/api/types.gen';
import { getPlatform } from '@/lib/platform';

import { ShareLinkField } from './ShareLinkField';
import { useFolderShare } from '../hooks/use-folder-share';

interface FolderShareModalProps {
  folder: Folder;
  opened: boolean;
  onClose: () => void;
}

const folderLink = (folderId: number) => (shareKey: string) =>
  `${getPlatform().webOrigin}${paths.folderShare(folderId, shareKey)}`;

/** Sharing a folder by link (spec 6): create and copy it, turn it off or on, allow download, delete it. */
export function FolderShareModal({ folder, opened, onClose }: FolderShareModalProps) {
  const { t } = useTranslation('sharing');
  return (
    <Modal opened={opened} onClose={onClose} title={t('folder.title', { name: folder.name })} size={460}>
      {/* Mounted while open and per folder, so it starts from the folder it is given. */}
      <FolderSharePanel key={folder.id} folder={folder} />
    </Modal>
  );
}

function FolderSharePanel({ folder }: { folder: Folder }) {
  const { t } = useTranslation('sharing');
  const sharing = useFolderShare(folder, folderLink(folder.id));
  const [confirming, setConfirming] = useState(false);
  const { share } = sharing;

  return (
    <>
      {share && sharing.link ? (
        <Stack gap="md">
          <ShareLinkField
            link={sharing.link}
            label={t('folder.linkLabel')}
            copied={sharing.copied}
            copyFailed={sharing.copyFailed}
            onCopy={(text) => void sharing.copy(text)}
          />
          <Switch
            label={t('folder.enabled')}
            checked={share.share_enabled}
            disabled={sharing.pending}
            onChange={(event) => sharing.setEnabled(event.currentTarget.checked)}
          />
          {!share.share_enabled && (
            <Text size="xs" c="dimmed">
              {t('folder.disabledHint')}
            </Text>
          )}
          <Switch
            label={t('manage.allowDownload')}
            checked={share.can_download_share}
            disabled={sharing.pending}
            onChange={(event) => sharing.setDownload(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
              {t('folder.revoke')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md" align="flex-start">
          <Text size="sm">{t('folder.hint')}</Text>
          <Button leftSection={<IconLink size={18} />} loading={sharing.pending} onClick={sharing.create}>
            {t('folder.create')}
          </Button>
        </Stack>
      )}
      <ConfirmModal
        opened={confirming}
        title={t('folder.revokeTitle')}
        message={t('folder.revokeMessage')}
        cancelLabel={t('manage.cancel')}
        confirmLabel={t('folder.revoke')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          sharing.revoke();
        }}
        zIndex={400}
      />
    </>
  );
}
