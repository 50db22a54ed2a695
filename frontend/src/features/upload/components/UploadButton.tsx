import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { UploadDialog } from './UploadDialog';

export function UploadButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button leftSection={<IconUpload size={18} />} onClick={open}>
        {t('upload.button')}
      </Button>
      <UploadDialog opened={opened} onClose={close} />
    </>
  );
}
