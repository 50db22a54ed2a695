import { Badge, Paper, Progress, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useUser } from '@/features/auth';
import { capacityQuery } from '@/lib/api/endpoints/videos/capacity';
import { Unlimited } from '@/lib/api/types.gen';
import { entitlementsOf, isPremiumUser } from '@/lib/plan/entitlements';

/**
 * Basic-plan usage meter (spec 2), red at or over the limit; a badge for Premium. The numbers
 * come from GET /api/video/capacity, which leaves out videos in the trash.
 */
export function PlanUsage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const { data: capacity } = useQuery({ ...capacityQuery(), enabled: user !== undefined });
  if (!user) return null;
  const used = capacity?.used_capacaty ?? user.videoCount;
  const limit = capacity?.upper_capacity ?? entitlementsOf(user).video_limit;
  if (isPremiumUser(user) || limit === Unlimited) {
    return (
      <Badge leftSection={<IconCrown size={14} />} variant="light" color="yellow" size="lg">
        {t('plan.premium')}
      </Badge>
    );
  }
  const full = used >= limit;
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="plan-usage">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
        {t('plan.basic')}
      </Text>
      <Progress value={percent} color={full ? 'red' : 'brand'} size="sm" radius="xl" />
      <Text size="xs" mt={6} c={full ? 'red' : 'dimmed'}>
        {t('plan.usage', { count: used, limit })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('trash.planNote')}
      </Text>
    </Paper>
  );
}
