import { Alert, Badge, Button, CopyButton, Group, Pagination, Paper, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { invitationQuery } from '@/lib/api/endpoints/activity/invitation';
import { invitationListQuery } from '@/lib/api/endpoints/activity/invitation-list';
import { InvitePageSize, TrialDaysPerInvite, type InvitationStatus } from '@/lib/api/types.gen';

import { formatDay } from '../format';

const statuses = {
  signed_up: { color: 'gray', label: 'invitation.statuses.signed_up' },
  rewarded: { color: 'green', label: 'invitation.statuses.rewarded' },
  refused: { color: 'red', label: 'invitation.statuses.refused' },
} as const;

function statusOf(status: InvitationStatus) {
  return status in statuses ? statuses[status as keyof typeof statuses] : statuses.signed_up;
}

/**
 * /menu/invitation (spec 1, 9): the personal invitation link, what it earned (7 days of Premium to
 * each side per person who signs up and makes a first video, up to 364 days), and the people
 * invited, 20 a page.
 */
export function InvitationPage() {
  const { t } = useTranslation('billing');
  const summary = useQuery({ ...invitationQuery(), meta: { handledCodes: 'all' } });
  return (
    <Stack maw={860} gap="lg" data-testid="invitation-page">
      <Title order={1} size="h2">
        {t('invitation.title')}
      </Title>
      <Text c="dimmed">{t('invitation.rule', { days: TrialDaysPerInvite })}</Text>
      {summary.isError ? (
        <Alert color="red">{t('invitation.loadFailed')}</Alert>
      ) : !summary.data ? (
        <Skeleton height={120} />
      ) : (
        <>
          <InviteLink code={summary.data.code} />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Figure label={t('invitation.invited')} value={String(summary.data.invited)} testId="invited" />
            <Figure label={t('invitation.rewarded')} value={String(summary.data.rewarded)} testId="rewarded" />
            <Figure
              label={t('invitation.daysEarned')}
              value={t('invitation.daysOf', { days: summary.data.days_earned, capacity: summary.data.days_capacity })}
              testId="days"
            />
          </SimpleGrid>
          <InvitedTable />
        </>
      )}
    </Stack>
  );
}

function InviteLink({ code }: { code: string }) {
  const { t } = useTranslation('billing');
  const link = `${window.location.origin}${paths.personalInvite(code)}`;
  return (
    <Paper withBorder radius="md" p="lg">
      <Group align="flex-end" wrap="nowrap">
        <TextInput label={t('invitation.link')} value={link} readOnly style={{ flex: 1 }} data-testid="invite-link" />
        <CopyButton value={link} timeout={800}>
          {({ copied, copy }) => (
            <Button onClick={copy} color={copied ? 'teal' : undefined}>
              {copied ? t('invitation.copied') : t('invitation.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={24} fw={700} data-testid={`invitation-${testId}`}>
        {value}
      </Text>
    </Paper>
  );
}

function InvitedTable() {
  const { t, i18n } = useTranslation('billing');
  const [page, setPage] = useState(1);
  const list = useQuery({ ...invitationListQuery(page), meta: { handledCodes: 'all' } });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / InvitePageSize));
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('invitation.people')}
        </Title>
        {list.isError ? (
          <Text c="red">{t('invitation.loadFailed')}</Text>
        ) : !list.data ? (
          <Skeleton height={60} />
        ) : list.data.rows.length === 0 ? (
          <Text c="dimmed">{t('invitation.none')}</Text>
        ) : (
          <Table data-testid="invitation-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invitation.name')}</Table.Th>
                <Table.Th>{t('invitation.email')}</Table.Th>
                <Table.Th>{t('invitation.status')}</Table.Th>
                <Table.Th>{t('invitation.days')}</Table.Th>
                <Table.Th>{t('invitation.date')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.rows.map((row, index) => (
                <Table.Tr key={`${row.email}-${row.created_at}-${index}`}>
                  <Table.Td>{row.nickname}</Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>
                    <Badge color={statusOf(row.status).color} variant="light">
                      {t(statusOf(row.status).label)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{row.days}</Table.Td>
                  <Table.Td>{formatDay(row.created_at, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} data-testid="invitation-pages" />}
      </Stack>
    </Paper>
  );
}
