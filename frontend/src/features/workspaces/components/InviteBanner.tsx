import { Button, Paper, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec 2: shown while a workspace has under 4 members and pending invitees together. */
export function InviteBanner({ onInvite }: { onInvite: () => void }) {
  const { t } = useTranslation('workspaces');
  return (
    <Paper withBorder radius="md" p="sm" mx={4} my={6} data-testid="invite-banner" bg="var(--mantine-color-brand-0)">
      <Text size="sm" fw={650}>
        {t('sidebar.bannerTitle')}
      </Text>
      <Text size="xs" c="dimmed" mb={8}>
        {t('sidebar.bannerText')}
      </Text>
      <Button size="compact-sm" leftSection={<IconUserPlus size={14} />} onClick={onInvite} fullWidth>
        {t('sidebar.bannerButton')}
      </Button>
    </Paper>
  );
}
