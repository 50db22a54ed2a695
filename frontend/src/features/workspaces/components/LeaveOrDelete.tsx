import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { TOAST_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { hasCode, queryKeys } from '@/lib/api';
import { deleteTeam } from '@/lib/api/endpoints/teams/delete';
import { quitTeam } from '@/lib/api/endpoints/teams/quit';
import { CodeCannotLeave, RoleOwner, type Team } from '@/lib/api/types.gen';

/** Leave the workspace (not its owner) or delete it (its owner only), each after a confirmation. */
export function LeaveOrDelete({ team }: { team: Team }) {
  const { t } = useTranslation('workspaces');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'quit' | 'delete' | null>(null);
  const owner = team.role === RoleOwner;
  const gone = (message: string) => async () => {
    notifications.show({ color: 'teal', message, autoClose: TOAST_MS });
    await queryClient.invalidateQueries({ queryKey: queryKeys.teams.all });
    void navigate(paths.myVideos, { replace: true });
  };
  const quit = useMutation({
    mutationFn: () => quitTeam(team.id),
    meta: { handledCodes: [CodeCannotLeave] },
    onSuccess: gone(t('manage.left', { name: team.name })),
    onError: (error) => {
      if (hasCode(error, CodeCannotLeave)) {
        notifications.show({ color: 'red', message: t('manage.ownerCannotQuit'), autoClose: TOAST_MS });
      }
    },
  });
  const remove = useMutation({ mutationFn: () => deleteTeam(team.id), onSuccess: gone(t('manage.deleted')) });

  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={3} size="h4" mb="md">
        {t('manage.leaveOrDelete')}
      </Title>
      <Group>
        {owner ? (
          <Button color="red" variant="light" onClick={() => setAsking('delete')} loading={remove.isPending} data-testid="team-delete">
            {t('manage.delete')}
          </Button>
        ) : (
          <Button color="red" variant="light" onClick={() => setAsking('quit')} loading={quit.isPending} data-testid="team-quit">
            {t('manage.quit')}
          </Button>
        )}
      </Group>
      {owner && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('manage.ownerCannotQuit')}
        </Text>
      )}
      <ConfirmModal
        opened={asking !== null}
        title={asking === 'delete' ? t('manage.deleteTitle') : t('manage.quitTitle')}
        message={asking === 'delete' ? t('manage.deleteText', { name: team.name }) : t('manage.quitText', { name: team.name })}
        cancelLabel={t('manage.cancel')}
        confirmLabel={asking === 'delete' ? t('manage.delete') : t('manage.quit')}
        confirmTestId="team-confirm"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking === 'delete') remove.mutate();
          else quit.mutate();
          setAsking(null);
        }}
      />
    </Paper>
  );
}
