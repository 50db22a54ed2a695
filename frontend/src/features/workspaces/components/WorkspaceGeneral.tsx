import { Button, FileButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TOAST_MS } from '@/config/constants';
import { isApiError, queryKeys } from '@/lib/api';
import { getTeamIconPolicy, uploadTeamIcon } from '@/lib/api/endpoints/teams/icon';
import { updateTeam } from '@/lib/api/endpoints/teams/update';
import type { Team } from '@/lib/api/types.gen';

import { WorkspaceAvatar } from './WorkspaceAvatar';
import { iconProblem, ICON_TYPES } from '../icon-file';
import { teamNameProblem } from '../team-name';
import { TeamNameHint } from './TeamNameHint';

/** Rename the workspace and change its icon (roles 1-2). */
export function WorkspaceGeneral({ team }: { team: Team }) {
  const { t } = useTranslation('workspaces');
  const queryClient = useQueryClient();
  const [name, setName] = useState(team.name);
  const [iconError, setIconError] = useState<string | null>(null);
  const problem = teamNameProblem(name);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.teams.all });

  const rename = useMutation({
    mutationFn: () => updateTeam({ id: team.id, name: name.trim(), icon_key: '' }),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('manage.saved'), autoClose: TOAST_MS });
      await refresh();
    },
  });

  const icon = useMutation({
    mutationFn: async (file: File) => {
      const policy = await getTeamIconPolicy(team.id, file);
      const uploaded = await uploadTeamIcon(policy, file);
      return updateTeam({ id: team.id, name: team.name, icon_key: uploaded.key });
    },
    meta: { handledCodes: 'all' },
    onSuccess: async () => {
      setIconError(null);
      notifications.show({ color: 'teal', message: t('manage.iconSaved'), autoClose: TOAST_MS });
      await refresh();
    },
    onError: (error) => setIconError(t('manage.iconFailed', { msg: isApiError(error) ? error.message : String(error) })),
  });

  function pick(file: File | null) {
    if (!file) return;
    const wrong = iconProblem(file);
    if (wrong) {
      setIconError(wrong === 'type' ? t('manage.iconType') : t('manage.iconSize'));
      return;
    }
    setIconError(null);
    icon.mutate(file);
  }

  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={3} size="h4" mb="md">
        {t('manage.general')}
      </Title>
      <Stack>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!problem && name.trim() !== team.name) rename.mutate();
          }}
        >
          <Group align="flex-start" wrap="nowrap">
            <TextInput
              label={t('manage.nameLabel')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={problem === 'long' ? t('create.nameTooLong') : undefined}
              description={<TeamNameHint name={name} />}
              style={{ flex: 1 }}
              data-testid="team-name-input"
            />
            <Button type="submit" mt={24} disabled={problem !== null || name.trim() === team.name} loading={rename.isPending}>
              {t('manage.save')}
            </Button>
          </Group>
        </form>
        <div>
          <Text size="sm" fw={500} mb={6}>
            {t('manage.icon')}
          </Text>
          <Group>
            <WorkspaceAvatar team={team} size={56} />
            <Stack gap={4}>
              <FileButton onChange={pick} accept={ICON_TYPES.join(',')}>
                {(props) => (
                  <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={icon.isPending}>
                    {t('manage.iconUpload')}
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                {t('manage.iconHint')}
              </Text>
            </Stack>
          </Group>
          {iconError && (
            <Text size="sm" c="red" mt={6} role="alert">
              {iconError}
            </Text>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
