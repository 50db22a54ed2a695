import { Alert, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconConfetti, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { hasCode } from '@/lib/api';
import { teamListQuery } from '@/lib/api/endpoints/teams/list';
import { teamMembersQuery } from '@/lib/api/endpoints/teams/members';
import { CodeForbidden, CodeNotFound, type Team } from '@/lib/api/types.gen';
import { isBuiltinTeam } from '@/lib/workspaces/builtin';

import { InviteLinkField } from './InviteLinkField';
import { InviteModal } from './InviteModal';
import { LeaveOrDelete } from './LeaveOrDelete';
import { MembersTable } from './MembersTable';
import { NoAccess } from './NoAccess';
import { PendingInvites } from './PendingInvites';
import { sidebarInviteTeam } from './SidebarInviteModal';
import { WorkspaceAvatar } from './WorkspaceAvatar';
import { WorkspaceGeneral } from './WorkspaceGeneral';
import { INVITE_HASH, useHashModal } from '../hooks/use-hash-modal';
import { canOpenSettings } from '../roles';

/**
 * /workspace/manage/{tid} (spec 2-6): settings for roles 1-2, a no-access state for others.
 * ?invited=true greets who just joined by an invite link, whatever their role.
 */
interface WorkspaceManageProps {
  teamId: number;
  invited: boolean;
  /** The signed-in user's id, to mark them in the members table. */
  selfId: number;
}

export function WorkspaceManage({ teamId, invited, selfId }: WorkspaceManageProps) {
  const teams = useQuery(teamListQuery());
  if (teams.isPending) return <Loader />;
  const team = teams.data?.teams.find((candidate) => candidate.id === teamId);
  if (!team) return <NoAccess />;
  if (!canOpenSettings(team)) {
    return invited && !isBuiltinTeam(team.id) ? <JoinedWelcome team={team} /> : <NoAccess />;
  }
  return <ManageSettings team={team} invited={invited} selfId={selfId} />;
}

function Welcome({ team }: { team: Team }) {
  const { t } = useTranslation('workspaces');
  return (
    <Alert icon={<IconConfetti size={18} />} color="teal" title={t('manage.welcome', { name: team.name })} data-testid="workspace-welcome">
      {t('manage.welcomeText')}
    </Alert>
  );
}

/** A member who just joined: the greeting, and leaving again. */
function JoinedWelcome({ team }: { team: Team }) {
  return (
    <Stack maw={720}>
      <Welcome team={team} />
      <LeaveOrDelete team={team} />
    </Stack>
  );
}

function ManageSettings({ team, invited, selfId }: { team: Team; invited: boolean; selfId: number }) {
  const { t } = useTranslation('workspaces');
  const location = useLocation();
  const members = useQuery(teamMembersQuery(team.id));
  const invite = useHashModal(INVITE_HASH);
  // The server has the last word: a workspace it will not show is no access.
  if (members.isError && (hasCode(members.error, CodeNotFound) || hasCode(members.error, CodeForbidden))) {
    return <NoAccess />;
  }
  return (
    <Stack maw={880} data-testid="workspace-manage">
      {invited && <Welcome team={team} />}
      <Group justify="space-between">
        <Group gap="sm">
          <WorkspaceAvatar team={team} size={36} />
          <Title order={1} size="h2">
            {team.name}
          </Title>
        </Group>
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => invite.open()}>
          {t('create.invite')}
        </Button>
      </Group>
      <WorkspaceGeneral key={team.name} team={team} />
      <Paper withBorder radius="md" p="lg">
        <InviteLinkField teamId={team.id} />
      </Paper>
      <MembersTable team={team} selfId={selfId} />
      <PendingInvites teamId={team.id} />
      <LeaveOrDelete team={team} />
      <InviteModal
        teamId={team.id}
        opened={invite.opened && sidebarInviteTeam(location.state) === null}
        onClose={invite.close}
      />
    </Stack>
  );
}
