import { useTranslation } from 'react-i18next';

import type { Folder } from '@/lib/api/types.gen';

import { FolderNameModal } from './FolderNameModal';
import { useCreateFolder } from '../api/create-folder';
import { useRenameFolder } from '../api/rename-folder';

export type NameDialog = { kind: 'create'; pid: number } | { kind: 'rename'; folder: Folder };

/** The name dialog for a new folder in pid, or for renaming a folder. */
export function FolderNameDialogs({ dialog, onClose }: { dialog: NameDialog; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateFolder();
  const rename = useRenameFolder();
  if (dialog.kind === 'create') {
    return (
      <FolderNameModal
        title={t('library.createTitle')}
        submitLabel={t('library.create')}
        save={(name) => create.mutateAsync({ name, pid: dialog.pid })}
        onClose={onClose}
      />
    );
  }
  return (
    <FolderNameModal
      title={t('library.renameTitle')}
      submitLabel={t('library.save')}
      initialName={dialog.folder.name}
      save={(name) => rename.mutateAsync({ id: dialog.folder.id, name })}
      onClose={onClose}
    />
  );
}
