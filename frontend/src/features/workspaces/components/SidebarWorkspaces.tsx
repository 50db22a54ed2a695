import { Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus, IconSquarePlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { queryKeys } from '@/lib/api';
import { teamListQuery } from '@/lib/api/endpoints/teams/list';
import type { Team } from '@/lib/api/types.gen';
import { useMembershipEnded } from '@/lib/live';

import { InviteBanner } from './InviteBanner';
import { RoomLink } from './RoomLink';
import { UnjoinedRooms } from './UnjoinedRooms';
import { WorkspaceAvatar } from './WorkspaceAvatar';
import { INVITE_HASH } from '../hooks/use-hash-modal';
import { roomPath, workspacePaths } from '../paths';
import { canBrowseRooms, canManageTeam, canOpenSettings, wantsInviteBanner } from '../roles';
import type { RoomCreator } from '../room-creator';

const itemStyle = { borderRadius: 'var(--mantine-radius-md)' };

/** The state a sidebar invite banner puts on the address with #invite: which workspace to invite to. */
export interface SidebarInviteState {
  inviteTeamId: number;
}

export interface SidebarWorkspacesProps {
  /** The signed-in user: rooms and workspaces they leave drop out as it happens. */
  viewerId?: number;
  onNavigate?: () => void;
  RoomCreator: RoomCreator;
}

/**
 * The sidebar's workspaces (spec 2): each with its joined rooms, its unjoined public rooms,
 * create-room for roles 1-2 and the invite banner while it is small; then create-workspace.
 * A room or workspace the user leaves (removed, quitting, deleted) drops out without a reload.
 */
export function SidebarWorkspaces({ viewerId, onNavigate, RoomCreator }: SidebarWorkspacesProps) {
  const { t } = useTranslation('workspaces');
  const teams = useQuery(teamListQuery());
  const queryClient = useQueryClient();
  useMembershipEnded(viewerId, () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.teams.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.channels.browseAll });
  });
  return (
    <Stack gap={4} mt="md" data-testid="sidebar-workspaces">
      {teams.isError && (
        <Text size="xs" c="red" px="sm">
          {t('sidebar.loadError')}
        </Text>
      )}
      {teams.data?.teams.map((team) => <WorkspaceSection key={team.id} team={team} onNavigate={onNavigate} RoomCreator={RoomCreator} />)}
      <NavLink
        component={Link}
        to={workspacePaths.create}
        onClick={onNavigate}
        label={t('sidebar.createWorkspace')}
        leftSection={<IconSquarePlus size={18} stroke={1.6} />}
        variant="light"
        c="dimmed"
        style={itemStyle}
        data-testid="sidebar-create-workspace"
      />
    </Stack>
  );
}

interface WorkspaceSectionProps {
  team: Team;
  onNavigate?: () => void;
  RoomCreator: RoomCreator;
}

function WorkspaceSection({ team, onNavigate, RoomCreator }: WorkspaceSectionProps) {
  const { t } = useTranslation('workspaces');
  const navigate = useNavigate();
  const location = useLocation();
  const [creatingRoom, setCreatingRoom] = useState(false);
  const settings = canOpenSettings(team);
  const createsRooms = canManageTeam(team.role);
  const title = (
    <Group gap={8} wrap="nowrap" px="sm" py={6}>
      <WorkspaceAvatar team={team} />
      <Text size="sm" fw={700} truncate>
        {team.name}
      </Text>
    </Group>
  );

  function invite() {
    const state: SidebarInviteState = { inviteTeamId: team.id };
    void navigate({ pathname: location.pathname, search: location.search, hash: INVITE_HASH }, { state });
    onNavigate?.();
  }

  return (
    <div data-testid={`sidebar-team-${team.id}`}>
      {settings ? (
        <UnstyledButton
          component={Link}
          to={workspacePaths.manage(team.id)}
          onClick={onNavigate}
          aria-label={t('sidebar.openSettings', { name: team.name })}
          aria-current={location.pathname === workspacePaths.manage(team.id) ? 'page' : undefined}
          w="100%"
          bg={location.pathname === workspacePaths.manage(team.id) ? 'var(--mantine-color-brand-light)' : undefined}
          style={itemStyle}
          data-testid={`sidebar-team-title-${team.id}`}
        >
          {title}
        </UnstyledButton>
      ) : (
        <div data-testid={`sidebar-team-title-${team.id}`}>{title}</div>
      )}
      {team.channels.map((room) => (
        <RoomLink key={room.id} room={room} onNavigate={onNavigate} />
      ))}
      {canBrowseRooms(team.role) && <UnjoinedRooms teamId={team.id} />}
      {createsRooms && (
        <>
          <NavLink
            component="button"
            label={t('sidebar.createRoom')}
            leftSection={<IconPlus size={16} stroke={1.6} />}
            onClick={() => setCreatingRoom(true)}
            c="dimmed"
            style={itemStyle}
            data-testid={`sidebar-create-room-${team.id}`}
          />
          <RoomCreator
            teamId={team.id}
            opened={creatingRoom}
            onClose={() => setCreatingRoom(false)}
            onCreated={(room) => {
              setCreatingRoom(false);
              onNavigate?.();
              void navigate(roomPath(room.id));
            }}
          />
        </>
      )}
      {wantsInviteBanner(team) && <InviteBanner onInvite={invite} />}
    </div>
  );
}
