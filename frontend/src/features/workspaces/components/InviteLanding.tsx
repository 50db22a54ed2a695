import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';

import { EmptyState } from '@/components/ui/EmptyState';
import { paths } from '@/config/paths';
import { queryKeys } from '@/lib/api';
import { inviteInfoQuery } from '@/lib/api/endpoints/teams/invite-info';
import { joinByInvite } from '@/lib/api/endpoints/teams/invite-join';
import type { TeamInviteJoined } from '@/lib/api/types.gen';
import { buildLoginUrl } from '@/lib/auth/login-url';
import { useIsSignedIn } from '@/lib/auth/use-session';

import { roomPath, workspacePaths } from '../paths';

/** Where the landing goes once joined (spec 4): the room, else the workspace, greeting the newcomer. */
export function afterJoinPath(joined: TeamInviteJoined): string {
  return joined.channel_id
    ? `${roomPath(joined.channel_id)}?invited=true`
    : `${workspacePaths.manage(joined.team_id)}?invited=true`;
}

/**
 * The invite landing /invite/t/{tid}/{key} (spec 4): reads the invite; a visitor signs in and
 * comes back; a signed-in user joins and goes on; a dead link shows 'invite link expired'.
 */
export function InviteLanding({ teamId, inviteKey }: { teamId: number; inviteKey: string }) {
  const { t } = useTranslation('workspaces');
  const signedIn = useIsSignedIn();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useQuery(inviteInfoQuery(teamId, inviteKey));
  const join = useMutation({
    mutationFn: () => joinByInvite({ team_id: teamId, key: inviteKey }),
    meta: { handledCodes: 'all' },
    onSuccess: async (joined) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.teams.all });
      void navigate(afterJoinPath(joined), { replace: true });
    },
  });
  const started = useRef(false);
  const ready = info.isSuccess && signedIn;

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    join.mutate();
  }, [ready, join]);

  if (info.isError || join.isError) return <InviteExpired />;
  if (info.isSuccess && !signedIn) return <Navigate to={buildLoginUrl(location)} replace />;
  return (
    <Stack align="center" py={64} gap="sm" data-testid="invite-landing-loading">
      <Loader />
      <Text c="dimmed">{info.data ? t('landing.joining', { name: info.data.channel.id ? info.data.channel.name : info.data.team.name }) : t('landing.loading')}</Text>
    </Stack>
  );
}

/** Spec 2's share-redirect error view: the invite link expired, was revoked or never existed. */
export function InviteExpired() {
  const { t } = useTranslation('workspaces');
  const signedIn = useIsSignedIn();
  return (
    <div data-testid="invite-expired">
      <EmptyState
        icon={<IconLinkOff size={34} />}
        title={t('landing.expiredTitle')}
        description={t('landing.expiredText')}
        action={
          <Button component={Link} to={signedIn ? paths.myVideos : paths.login} variant="light">
            {signedIn ? t('landing.back') : t('landing.signIn')}
          </Button>
        }
      />
    </div>
  );
}
