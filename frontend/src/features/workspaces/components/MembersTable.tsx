import { Avatar, Button, Group, Loader, Paper, Select, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { TOAST_MS } from '@/config/constants';
import { queryKeys } from '@/lib/api';
import { teamMembersQuery } from '@/lib/api/endpoints/teams/members';
import { removeTeamMember } from '@/lib/api/endpoints/teams/remove-member';
import { setTeamMemberRole } from '@/lib/api/endpoints/teams/set-role';
import { transferTeam } from '@/lib/api/endpoints/teams/transfer';
import { RoleOwner, type Team, type TeamMember } from '@/lib/api/types.gen';
import { formatDate } from '@/lib/format/date';

import { ASSIGNABLE_ROLES, roleKey } from '../roles';

type Pending = { kind: 'remove' | 'transfer'; member: TeamMember } | null;

/**
 * The members of a workspace with their roles (spec 3 and 6). The owner sets roles (admin,
 * member, visitor), removes members and transfers the ownership; admins only read.
 */
export function MembersTable({ team, selfId }: { team: Team; selfId: number }) {
  const { t, i18n } = useTranslation('workspaces');
  const queryClient = useQueryClient();
  const members = useQuery(teamMembersQuery(team.id));
  const [asking, setAsking] = useState<Pending>(null);
  const owner = team.role === RoleOwner;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.teams.members(team.id) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.teams.list }),
    ]);
  const done = (message: string) => async () => {
    notifications.show({ color: 'teal', message, autoClose: TOAST_MS });
    await refresh();
  };

  const setRole = useMutation({
    mutationFn: (args: { userId: number; role: number }) =>
      setTeamMemberRole({ team_id: team.id, user_id: args.userId, role: args.role }),
    onSuccess: done(t('manage.roleChanged')),
  });
  const remove = useMutation({
    mutationFn: (userId: number) => removeTeamMember({ team_id: team.id, user_id: userId }),
    onSuccess: done(t('manage.removed')),
  });
  const transfer = useMutation({
    mutationFn: (userId: number) => transferTeam({ team_id: team.id, user_id: userId }),
    onSuccess: done(t('manage.transferred')),
  });

  const roleOptions = ASSIGNABLE_ROLES.map((role) => ({ value: String(role), label: t(roleKey(role)) }));
  const joined = (members.data?.members ?? []).filter((member) => !member.isPending);

  function confirm() {
    if (!asking) return;
    if (asking.kind === 'remove') remove.mutate(asking.member.id);
    else transfer.mutate(asking.member.id);
    setAsking(null);
  }

  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={3} size="h4" mb="md">
        {t('manage.members')}
      </Title>
      {members.isPending ? (
        <Loader size="sm" />
      ) : members.isError ? (
        <Text c="red">{t('manage.loadError')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" data-testid="members-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('manage.colMember')}</Table.Th>
                <Table.Th>{t('manage.colRole')}</Table.Th>
                <Table.Th>{t('manage.colVideos')}</Table.Th>
                <Table.Th>{t('manage.colJoined')}</Table.Th>
                {owner && <Table.Th>{t('manage.colActions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {joined.map((member) => {
                const editable = owner && member.id !== selfId && member.role !== RoleOwner;
                return (
                  <Table.Tr key={member.id} data-testid={`member-${member.id}`}>
                    <Table.Td>
                      <Group gap={8} wrap="nowrap">
                        <Avatar src={member.avatar || null} name={member.nickname} color="initials" size={28} />
                        <div>
                          <Text size="sm">
                            {member.nickname}
                            {member.id === selfId && (
                              <Text span c="dimmed" size="xs">
                                {' '}
                                ({t('manage.you')})
                              </Text>
                            )}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {member.email}
                          </Text>
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {editable ? (
                        <Select
                          size="xs"
                          w={130}
                          data={roleOptions}
                          value={String(member.role)}
                          allowDeselect={false}
                          aria-label={t('manage.roleLabel', { name: member.nickname })}
                          onChange={(value) => value && setRole.mutate({ userId: member.id, role: Number(value) })}
                        />
                      ) : (
                        <Text size="sm">{t(roleKey(member.role))}</Text>
                      )}
                    </Table.Td>
                    <Table.Td>{member.video_count}</Table.Td>
                    <Table.Td>{member.joined_at ? formatDate(member.joined_at, i18n.language) : ''}</Table.Td>
                    {owner && (
                      <Table.Td>
                        {editable && (
                          <Group gap={4} wrap="nowrap">
                            <Button size="compact-xs" variant="subtle" onClick={() => setAsking({ kind: 'transfer', member })}>
                              {t('manage.transfer')}
                            </Button>
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              color="red"
                              onClick={() => setAsking({ kind: 'remove', member })}
                            >
                              {t('manage.remove')}
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmModal
        opened={asking !== null}
        title={asking?.kind === 'transfer' ? t('manage.transferTitle') : t('manage.removeTitle')}
        message={
          asking?.kind === 'transfer'
            ? t('manage.transferText', { name: asking.member.nickname })
            : t('manage.removeText', { name: asking?.member.nickname ?? '' })
        }
        cancelLabel={t('manage.cancel')}
        confirmLabel={asking?.kind === 'transfer' ? t('manage.transfer') : t('manage.remove')}
        confirmTestId="member-confirm"
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
    </Paper>
  );
}
