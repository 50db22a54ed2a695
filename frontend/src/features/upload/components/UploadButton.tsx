import { Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useUploadCenter } from '../hooks/use-upload-center';

/** Opens the upload dialog; files go into folderId (0 is My Videos), or into room channelId. */
export function UploadButton({ folderId = 0, channelId = 0 }: { folderId?: number; channelId?: number }) {
  const { t } = useTranslation();
  const { open } = useUploadCenter();
  return (
    <Button leftSection={<IconUpload size={18} />} onClick={() => open(folderId, channelId)}>
      {t('upload.button')}
    </Button>
  );
}
