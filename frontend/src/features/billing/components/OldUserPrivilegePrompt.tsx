import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { oldUserPrivilegeQuery } from '@/lib/api/endpoints/activity/old-user-privilege-check';

import { useConfirmOldUserPrivilege } from '../api/use-plan-actions';

/** A small prompt to claim the old-user privilege (free Premium, professional_activity) when offered. */
export function OldUserPrivilegePrompt() {
  const { t } = useTranslation('billing');
  const check = useQuery({ ...oldUserPrivilegeQuery(), meta: { handledCodes: 'all' } });
  const confirm = useConfirmOldUserPrivilege();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !check.data?.eligible || check.data.confirmed || confirm.isSuccess) return null;
  return (
    <Alert color="yellow" icon={<IconCrown size={18} />} mb="md" data-testid="old-user-privilege" withCloseButton onClose={() => setDismissed(true)}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{confirm.isError ? t('privilege.failed') : t('privilege.text')}</Text>
        <Button size="xs" color="yellow" loading={confirm.isPending} onClick={() => confirm.mutate()} data-testid="old-user-privilege-confirm">
          {t('privilege.claim')}
        </Button>
      </Group>
    </Alert>
  );
}
