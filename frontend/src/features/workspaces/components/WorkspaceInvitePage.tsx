import { Loader, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { teamListQuery } from '@/lib/api/endpoints/teams/list';

import { InviteContent } from './InviteModal';
import { NoAccess } from './NoAccess';
import { canInviteTo } from '../roles';

/** /workspace/invite/{teamId}: the invite link and e-mail invitations as a page. */
export function WorkspaceInvitePage({ teamId }: { teamId: number }) {
  const { t } = useTranslation('workspaces');
  const teams = useQuery(teamListQuery());
  if (teams.isPending) return <Loader />;
  const team = teams.data?.teams.find((candidate) => candidate.id === teamId);
  if (!team || !canInviteTo(team)) return <NoAccess />;
  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto" mt="md" data-testid="workspace-invite-page">
      <Stack>
        <Title order={1} size="h2">
          {t('invite.pageTitle', { name: team.name })}
        </Title>
        <InviteContent teamId={team.id} />
      </Stack>
    </Paper>
  );
}
