import { Alert, Button, Group, Loader, Modal, Radio, ScrollArea, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { moveRefusal, type MovableItem } from './drop-rules';
import { folderTreeRows, parentsOf } from './folder-tree';
import { useAllFolders } from '../api/all-folders';

interface MoveDialogProps {
  items: readonly MovableItem[];
  onMove: (target: number) => void;
  onClose: () => void;
}

/** Picks where items go, from the tree of all folders; targets a drop rule refuses cannot be picked. */
export function MoveDialog({ items, onMove, onClose }: MoveDialogProps) {
  const { t } = useTranslation();
  const folders = useAllFolders(true);
  const [target, setTarget] = useState<string | null>(null);
  const rows = useMemo(() => folderTreeRows(folders.data?.folders ?? []), [folders.data]);
  const parentOf = useMemo(() => parentsOf(folders.data?.folders ?? []), [folders.data]);
  const refused = (id: number) => moveRefusal(items, id, parentOf) !== null;

  return (
    <Modal opened onClose={onClose} title={t('library.moveTitle')} size={460}>
      <Stack gap="md">
        {folders.isPending && <Loader size="sm" mx="auto" />}
        {folders.isError && <Alert color="red">{t('library.foldersLoadFailed')}</Alert>}
        {folders.isSuccess && (
          <Radio.Group value={target} onChange={setTarget} aria-label={t('library.moveTitle')}>
            <ScrollArea.Autosize mah={360}>
              <Stack gap={10} py={4}>
                <Radio value="0" label={t('library.allVideos')} disabled={refused(0)} />
                {rows.map(({ folder, depth }) => (
                  <Radio
                    key={folder.id}
                    value={String(folder.id)}
                    label={folder.name}
                    disabled={refused(folder.id)}
                    style={{ paddingInlineStart: (depth + 1) * 20 }}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('library.cancel')}
          </Button>
          <Button disabled={target === null || refused(Number(target))} onClick={() => onMove(Number(target))}>
            {t('library.moveHere')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
