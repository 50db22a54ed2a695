import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { TOAST_MS } from '@/config/constants';
import { queryKeys } from '@/lib/api';
import { pendingInvitesQuery } from '@/lib/api/endpoints/teams/invite-pending';
import { revokeInvite } from '@/lib/api/endpoints/teams/invite-revoke';
import { formatDate } from '@/lib/format/date';

/** E-mail invitations not yet accepted, each revocable (roles 1-2). */
export function PendingInvites({ teamId }: { teamId: number }) {
  const { t, i18n } = useTranslation('workspaces');
  const queryClient = useQueryClient();
  const pending = useQuery(pendingInvitesQuery(teamId));
  const revoke = useMutation({
    mutationFn: (email: string) => revokeInvite({ team_id: teamId, email }),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('manage.revoked'), autoClose: TOAST_MS });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['teams', 'pending', teamId] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.teams.list }),
      ]);
    },
  });
  const invites = pending.data?.invites ?? [];
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={3} size="h4" mb="md">
        {t('manage.pending')}
      </Title>
      {pending.isPending ? (
        <Loader size="sm" />
      ) : invites.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('manage.noPending')}
        </Text>
      ) : (
        <Stack gap="xs">
          {invites.map((invite) => (
            <Group key={`${invite.email}-${invite.channel_id}`} justify="space-between" wrap="nowrap">
              <div>
                <Text size="sm">{invite.email}</Text>
                <Text size="xs" c="dimmed">
                  {t('manage.invitedAt', { date: formatDate(invite.invited_at, i18n.language) })}
                </Text>
              </div>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                loading={revoke.isPending && revoke.variables === invite.email}
                onClick={() => revoke.mutate(invite.email)}
              >
                {t('manage.revoke')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
