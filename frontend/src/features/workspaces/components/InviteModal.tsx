import { Modal, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { teamListQuery } from '@/lib/api/endpoints/teams/list';

import { EmailInviteForm } from './EmailInviteForm';
import { InviteLinkField } from './InviteLinkField';
import { useJoinedMembers } from '../hooks/use-member-emails';

export interface InviteModalProps {
  teamId: number;
  /** A room of the workspace, or 0 (the default) for the workspace itself. */
  channelId?: number;
  opened: boolean;
  onClose: () => void;
}

/** The invite dialog (#invite, spec 2): the invite link, and invitations by e-mail. */
export function InviteModal({ teamId, channelId = 0, opened, onClose }: InviteModalProps) {
  const { t } = useTranslation('workspaces');
  const teams = useQuery(teamListQuery());
  const team = teams.data?.teams.find((candidate) => candidate.id === teamId);
  const room = team?.channels.find((candidate) => candidate.id === channelId);
  const name = room?.name ?? team?.name ?? '';
  return (
    <Modal opened={opened} onClose={onClose} title={t('invite.title', { name })} size={500}>
      {opened && <InviteContent teamId={teamId} channelId={channelId} onSent={onClose} />}
    </Modal>
  );
}

/** The invite link and e-mail tabs, in the dialog or on /workspace/invite/{teamId}. */
export function InviteContent({ teamId, channelId = 0, onSent }: { teamId: number; channelId?: number; onSent?: () => void }) {
  const { t } = useTranslation('workspaces');
  const joined = useJoinedMembers(teamId, channelId);
  return (
    <Tabs defaultValue="link" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="link">{t('invite.linkTab')}</Tabs.Tab>
        <Tabs.Tab value="emails">{t('invite.emailTab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="link">
        <Stack>
          <InviteLinkField teamId={teamId} channelId={channelId} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="emails">
        <EmailInviteForm teamId={teamId} channelId={channelId} memberEmails={joined.emails} onSent={onSent} />
      </Tabs.Panel>
    </Tabs>
  );
}
