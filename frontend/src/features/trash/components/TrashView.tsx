import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconTrash, IconTrashX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { EmptyState } from '@/components/ui/EmptyState';
import { SubscribeModal } from '@/components/ui/SubscribeModal';
import { hasCode, queryKeys } from '@/lib/api';
import { trashQuery } from '@/lib/api/endpoints/items/trash';
import { CodeVideoLimit, TrashDays, type TrashList, type User } from '@/lib/api/types.gen';
import { entitlementsOf } from '@/lib/plan/entitlements';

import { TrashRow, type TrashEntry } from './TrashRow';
import { useEmptyTrash, useEraseItems, useRestoreItems } from '../api/trash-mutations';

function entriesOf(trash: TrashList): TrashEntry[] {
  return [
    ...trash.folders.map((folder) => ({ itemType: 'folder' as const, id: folder.id, name: folder.name, eraseAt: folder.erase_at })),
    ...trash.videos.map((video) => ({ itemType: 'video' as const, id: video.id, name: video.title, eraseAt: video.erase_at })),
  ];
}

const itemsOf = (entry: TrashEntry) => ({
  folders: entry.itemType === 'folder' ? [entry.id] : [],
  videos: entry.itemType === 'video' ? [entry.id] : [],
});

/** /trash (spec 4): trashed folders and videos for 3 days, restore, erase for good, empty. */
export function TrashView() {
  const { t } = useTranslation();
  const trash = useQuery(trashQuery());
  const restore = useRestoreItems();
  const erase = useEraseItems();
  const empty = useEmptyTrash();
  const [now] = useState(() => Date.now());
  const [erasing, setErasing] = useState<TrashEntry | null>(null);
  const [emptying, setEmptying] = useState(false);
  const [limit, setLimit] = useState<number | null>(null);
  const queryClient = useQueryClient();

  function restoreEntry(entry: TrashEntry) {
    restore.mutate(itemsOf(entry), {
      onError: (error) => {
        if (!hasCode(error, CodeVideoLimit)) return;
        const user = queryClient.getQueryData<User>(queryKeys.user);
        setLimit(user ? entitlementsOf(user).video_limit : 0);
      },
    });
  }
  const entries = trash.data ? entriesOf(trash.data) : [];

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('trash.title')}
        </Title>
        <Button color="red" variant="light" leftSection={<IconTrashX size={16} />} disabled={entries.length === 0} onClick={() => setEmptying(true)}>
          {t('trash.empty')}
        </Button>
      </Group>
      <Alert variant="light" icon={<IconInfoCircle size={18} />}>
        {t('trash.notice', { days: TrashDays })}
      </Alert>
      {trash.isError && (
        <EmptyState
          icon={<IconAlertTriangle size={34} />}
          title={t('trash.loadFailed')}
          action={<Button onClick={() => void trash.refetch()}>{t('errors.retry')}</Button>}
        />
      )}
      {trash.isSuccess && entries.length === 0 && (
        <EmptyState
          icon={<IconTrash size={34} />}
          title={t('trash.emptyStateTitle')}
          description={t('trash.emptyStateDescription', { days: TrashDays })}
        />
      )}
      {entries.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('trash.title')}>
          {entries.map((entry) => (
            <TrashRow
              key={`${entry.itemType}-${entry.id}`}
              entry={entry}
              now={now}
              onRestore={restoreEntry}
              onErase={setErasing}
            />
          ))}
        </Stack>
      )}
      <ConfirmModal
        opened={erasing !== null}
        title={t('trash.eraseTitle')}
        message={t('trash.eraseMessage', { name: erasing?.name ?? '' })}
        cancelLabel={t('trash.cancel')}
        confirmLabel={t('trash.erase')}
        onCancel={() => setErasing(null)}
        onConfirm={() => {
          if (erasing) erase.mutate(itemsOf(erasing));
          setErasing(null);
        }}
        confirmTestId="confirm-erase"
      />
      <ConfirmModal
        opened={emptying}
        title={t('trash.emptyTitle')}
        message={t('trash.emptyMessage')}
        cancelLabel={t('trash.cancel')}
        confirmLabel={t('trash.empty')}
        onCancel={() => setEmptying(false)}
        onConfirm={() => {
          empty.mutate();
          setEmptying(false);
        }}
        confirmTestId="confirm-empty-trash"
      />
      {/* Restoring would go over the Basic plan's video limit (spec 2's recover type). */}
      <SubscribeModal type="recover" limit={limit} onClose={() => setLimit(null)} />
    </Stack>
  );
}
