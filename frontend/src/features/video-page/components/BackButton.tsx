import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useBackNavigation } from '../hooks/use-back-navigation';

export function BackButton() {
  const { t } = useTranslation('sharing');
  const goBack = useBackNavigation();
  return (
    <Button variant="subtle" color="dark" leftSection={<IconArrowLeft size={16} />} w="fit-content" px="xs" onClick={goBack}>
      {t('page.back')}
    </Button>
  );
}
