import { Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSettings, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { queryKeys } from '@/lib/api';
import { createTeam } from '@/lib/api/endpoints/teams/create';
import { teamListQuery } from '@/lib/api/endpoints/teams/list';

import { TeamNameHint } from './TeamNameHint';
import { WorkspaceAvatar } from './WorkspaceAvatar';
import { roomPath, workspacePaths } from '../paths';
import { canManageTeam } from '../roles';
import type { RoomCreator } from '../room-creator';
import { teamNameProblem } from '../team-name';

/** /workspace/create: a name (trimmed, required, 40 at most), then the new workspace's next steps. */
export function WorkspaceCreate() {
  const { t } = useTranslation('workspaces');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = teamNameProblem(name);
  const create = useMutation({
    mutationFn: () => createTeam({ name: name.trim() }),
    onSuccess: async (team) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.teams.all });
      void navigate(workspacePaths.created(team.id), { replace: true });
    },
  });
  const error = problem === 'long' ? t('create.nameTooLong') : touched && problem === 'empty' ? t('create.nameRequired') : undefined;
  return (
    <Paper withBorder radius="md" p="xl" maw={520} mx="auto" mt="xl">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!problem) create.mutate();
        }}
      >
        <Stack>
          <Title order={1} size="h2">
            {t('create.title')}
          </Title>
          <Text c="dimmed">{t('create.intro')}</Text>
          <TextInput
            label={t('create.nameLabel')}
            placeholder={t('create.namePlaceholder')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={error}
            description={<TeamNameHint name={name} />}
            data-autofocus
            data-testid="workspace-name"
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={problem !== null} loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /workspace/create/{id}: the workspace is made; create its first room, invite, or open its settings. */
export function WorkspaceCreated({ teamId, RoomCreator }: { teamId: number; RoomCreator: RoomCreator }) {
  const { t } = useTranslation('workspaces');
  const navigate = useNavigate();
  const teams = useQuery(teamListQuery());
  const [creatingRoom, setCreatingRoom] = useState(false);
  if (teams.isPending) return <Loader />;
  const team = teams.data?.teams.find((candidate) => candidate.id === teamId);
  if (!team) {
    return (
      <Text c="dimmed" data-testid="workspace-created-missing">
        {t('create.notFound')}
      </Text>
    );
  }
  const manages = canManageTeam(team.role);
  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto" mt="xl" data-testid="workspace-created">
      <Stack align="center" ta="center">
        <WorkspaceAvatar team={team} size={64} />
        <Title order={1} size="h2">
          {t('create.createdTitle', { name: team.name })}
        </Title>
        <Text c="dimmed">{t('create.createdText')}</Text>
        <Group justify="center">
          {manages && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreatingRoom(true)}>
              {t('create.createRoom')}
            </Button>
          )}
          <Button variant="light" component={Link} to={workspacePaths.invite(team.id)} leftSection={<IconUserPlus size={16} />}>
            {t('create.invite')}
          </Button>
          {manages && (
            <Button variant="default" component={Link} to={workspacePaths.manage(team.id)} leftSection={<IconSettings size={16} />}>
              {t('create.settings')}
            </Button>
          )}
        </Group>
      </Stack>
      <RoomCreator
        teamId={team.id}
        opened={creatingRoom}
        onClose={() => setCreatingRoom(false)}
        onCreated={(room) => void navigate(roomPath(room.id))}
      />
    </Paper>
  );
}
