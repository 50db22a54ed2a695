import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { FullPageLoader } from '@/components/ui/FullPageLoader';
import { SubscribeModal } from '@/components/ui/SubscribeModal';
import { paths } from '@/config/paths';
import { sharedFolderQuery } from '@/lib/api/endpoints/share/folder-detail';

import { SharedFolderBreadcrumb } from './SharedFolderBreadcrumb';
import { SharedFolderItems } from './SharedFolderItems';
import { SharedFolderProblem } from './SharedFolderProblem';
import { useForkFolder } from '../api/fork';
import { useSaveCopy } from '../hooks/use-save-copy';

interface SharedFolderViewProps {
  folderId: number;
  shareKey: string;
}

/** /folderShare/folder/{pid}: a shared folder as anyone with its link sees it. */
export function SharedFolderView({ folderId, shareKey }: SharedFolderViewProps) {
  const { t } = useTranslation('sharing');
  const valid = Number.isSafeInteger(folderId) && folderId > 0 && shareKey !== '';
  const { data, error, isLoading } = useQuery({ ...sharedFolderQuery(folderId, shareKey), enabled: valid });
  const fork = useForkFolder();
  const save = useSaveCopy();

  if (valid && isLoading) return <FullPageLoader />;
  if (!data) return <SharedFolderProblem error={error} />;

  function saveFolder() {
    if (save.needsSignIn()) return;
    fork.mutate(
      { folderId, shareKey },
      {
        onSuccess: (copy) =>
          save.saved({ message: t('visitor.folderSaved'), linkLabel: t('visitor.openFolder'), path: paths.folder(copy.id) }),
        onError: save.failed,
      },
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <SharedFolderBreadcrumb crumbs={data.breadcrumb} shareKey={shareKey} />
          <Text size="sm" c="dimmed">
            {t('visitor.sharedBy', { name: data.owner.nickname })}
          </Text>
        </Stack>
        <Button leftSection={<IconDeviceFloppy size={18} />} loading={fork.isPending} onClick={saveFolder}>
          {t('visitor.saveFolder')}
        </Button>
      </Group>
      <SharedFolderItems folder={data} shareKey={shareKey} />
      <SubscribeModal type="save" limit={save.limit} onClose={save.closeLimit} />
    </Stack>
  );
}
