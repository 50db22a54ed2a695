import { Avatar, Button, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TOAST_MS } from '@/config/constants';
import { queryKeys } from '@/lib/api';
import { addChannelMembers } from '@/lib/api/endpoints/channels/add';
import { teamMembersQuery } from '@/lib/api/endpoints/teams/members';
import type { TeamMember } from '@/lib/api/types.gen';

import { EmailInviteForm } from './EmailInviteForm';
import { useJoinedMembers } from '../hooks/use-member-emails';

/** Spec 9: the add-members dialog is 500 px wide. */
export const ADD_MEMBERS_WIDTH = 500;

export interface AddMembersModalProps {
  teamId: number;
  /** The room members are added to. */
  channelId: number;
  opened: boolean;
  onClose: () => void;
  defaultTab?: 'team' | 'emails';
}

/** The add-members dialog of a room (#invitation, spec 2): from the workspace's members, or by e-mail. */
export function AddMembersModal({ teamId, channelId, opened, onClose, defaultTab = 'team' }: AddMembersModalProps) {
  const { t } = useTranslation('workspaces');
  return (
    <Modal opened={opened} onClose={onClose} title={t('add.title')} size={ADD_MEMBERS_WIDTH}>
      {opened && (
        <Tabs defaultValue={defaultTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="team">{t('add.fromTeam')}</Tabs.Tab>
            <Tabs.Tab value="emails">{t('add.fromEmails')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="team">
            <FromTeam teamId={teamId} channelId={channelId} onDone={onClose} />
          </Tabs.Panel>
          <Tabs.Panel value="emails">
            <FromEmails teamId={teamId} channelId={channelId} onDone={onClose} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}

/** Workspace members who are not in the room; pending invitees are never candidates (spec 6). */
export function roomCandidates(teamMembers: readonly TeamMember[], roomMembers: readonly TeamMember[]): TeamMember[] {
  const inRoom = new Set(roomMembers.map((member) => member.id));
  return teamMembers.filter((member) => !member.isPending && member.id !== 0 && !inRoom.has(member.id));
}

function FromTeam({ teamId, channelId, onDone }: { teamId: number; channelId: number; onDone: () => void }) {
  const { t } = useTranslation('workspaces');
  const queryClient = useQueryClient();
  const team = useQuery(teamMembersQuery(teamId));
  const room = useJoinedMembers(teamId, channelId);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const candidates = useMemo(() => roomCandidates(team.data?.members ?? [], room.members), [team.data, room.members]);
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? candidates.filter((member) => `${member.nickname} ${member.email}`.toLowerCase().includes(needle))
    : candidates;
  const add = useMutation({
    mutationFn: () => addChannelMembers({ channel_id: channelId, users: picked }),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('add.added'), autoClose: TOAST_MS });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.channels.members(channelId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.teams.all }),
      ]);
      onDone();
    },
  });

  if (team.isPending || room.isPending) return <Loader size="sm" />;
  if (team.isError || room.isError) return <Text c="red">{t('add.loadError')}</Text>;
  if (candidates.length === 0) return <Text c="dimmed">{t('add.none')}</Text>;
  return (
    <Stack gap="sm">
      <TextInput
        leftSection={<IconSearch size={14} />}
        placeholder={t('add.search')}
        aria-label={t('add.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={320}>
        <Checkbox.Group value={picked.map(String)} onChange={(values) => setPicked(values.map(Number))}>
          <Stack gap={6}>
            {shown.length === 0 && <Text c="dimmed">{t('add.noMatch')}</Text>}
            {shown.map((member) => (
              <Checkbox
                key={member.id}
                value={String(member.id)}
                label={
                  <Group gap={8} wrap="nowrap">
                    <Avatar src={member.avatar || null} name={member.nickname} color="initials" size={24} />
                    <div>
                      <Text size="sm">{member.nickname}</Text>
                      <Text size="xs" c="dimmed">
                        {member.email}
                      </Text>
                    </div>
                  </Group>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button disabled={picked.length === 0} loading={add.isPending} onClick={() => add.mutate()}>
          {t('add.add')}
        </Button>
      </Group>
    </Stack>
  );
}

function FromEmails({ teamId, channelId, onDone }: { teamId: number; channelId: number; onDone: () => void }) {
  const room = useJoinedMembers(teamId, channelId);
  return <EmailInviteForm teamId={teamId} channelId={channelId} memberEmails={room.emails} onSent={onDone} />;
}
