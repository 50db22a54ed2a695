import { Badge, Paper, Progress, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useUser } from '@/features/auth';
import { Unlimited } from '@/lib/api/types.gen';

/** Basic-plan usage meter (spec 2), red at or over the limit; a badge for Premium. */
export function PlanUsage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  if (!user) return null;
  if (user.isVip || user.videoLimit === Unlimited) {
    return (
      <Badge leftSection={<IconCrown size={14} />} variant="light" color="yellow" size="lg">
        {t('plan.premium')}
      </Badge>
    );
  }
  const full = user.videoCount >= user.videoLimit;
  const percent = user.videoLimit > 0 ? Math.min(100, (user.videoCount / user.videoLimit) * 100) : 100;
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
        {t('plan.basic')}
      </Text>
      <Progress value={percent} color={full ? 'red' : 'brand'} size="sm" radius="xl" />
      <Text size="xs" mt={6} c={full ? 'red' : 'dimmed'}>
        {t('plan.usage', { count: user.videoCount, limit: user.videoLimit })}
      </Text>
    </Paper>
  );
}
