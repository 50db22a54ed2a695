import { Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useUploadCenter } from '../hooks/use-upload-center';

export function UploadButton() {
  const { t } = useTranslation();
  const { open } = useUploadCenter();
  return (
    <Button leftSection={<IconUpload size={18} />} onClick={open}>
      {t('upload.button')}
    </Button>
  );
}
