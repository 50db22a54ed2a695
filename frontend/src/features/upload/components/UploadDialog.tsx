import { Alert, Modal, ScrollArea, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { UploadDialogFooter } from './UploadDialogFooter';
import { UploadDropzone } from './UploadDropzone';
import { UploadItemRow } from './UploadItemRow';
import { useDuplicateNotice } from '../hooks/use-duplicate-notice';
import { useUploadCenter, useUploadState } from '../hooks/use-upload-center';

/** Upload dialog (spec 2, width 500): choose files, start, follow each one to success or failure. */
export function UploadDialog() {
  const { t } = useTranslation();
  const { queue, view, close, clear } = useUploadCenter();
  const { items, started } = useUploadState();
  const [duplicates, showDuplicates] = useDuplicateNotice();

  async function add(files: File[]) {
    showDuplicates(await queue.addFiles(files));
  }

  return (
    <Modal
      opened={view === 'open'}
      onClose={close}
      onExitTransitionEnd={clear}
      title={t('upload.title')}
      size={500}
      padding="lg"
    >
      <Stack gap="md">
        {!started && <UploadDropzone compact={items.length > 0} onFiles={(files) => void add(files)} />}
        {duplicates.map((name, index) => (
          <Alert key={`${name}-${index}`} color="blue" variant="light" icon={<IconInfoCircle size={18} />} py="xs">
            {t('upload_video.duplicate_warn', { name })}
          </Alert>
        ))}
        {items.length > 0 && (
          <ScrollArea.Autosize mah={340} type="auto" offsetScrollbars="present">
            <Stack gap="xs" role="list" aria-label={t('upload.files')}>
              {items.map((item) => (
                <UploadItemRow key={item.key} item={item} onRemove={queue.remove} onRetry={queue.retry} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <UploadDialogFooter />
      </Stack>
    </Modal>
  );
}
