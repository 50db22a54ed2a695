import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TOAST_MS } from '@/config/constants';
import { hasCode, isApiError } from '@/lib/api';
import { inviteByEmail } from '@/lib/api/endpoints/teams/invite-email';
import { CodeInviteRefused, type TeamInviteEmailResult } from '@/lib/api/types.gen';

import {
  canAddRow,
  canSendRows,
  emailsToSend,
  marksFromResult,
  normaliseEmail,
  rowProblem,
  type EmailProblem,
  type EmailRow,
} from '../email-rows';

/** Spec 9: a row's problem shows once the user has not typed for 1 s. */
export const EMAIL_HINT_DELAY_MS = 1_000;
const START_ROWS = 3;

interface EmailInviteFormProps {
  teamId: number;
  /** A room of the workspace, or 0 for the workspace itself. */
  channelId?: number;
  /** The e-mails of who is already in (the room's members for a room), to mark them 'already joined'. */
  memberEmails: readonly string[];
  onSent?: () => void;
}

let nextRowId = 1;
function newRow(): EmailRow {
  return { id: nextRowId++, value: '' };
}

const problemKey: Record<EmailProblem, 'emails.format' | 'emails.joined' | 'emails.registered'> = {
  format: 'emails.format',
  joined: 'emails.joined',
  registered: 'emails.registered',
};

/**
 * Spec 5's e-mail invitation: up to 30 rows; format errors after 1 s without typing; members
 * marked already joined; Send only when every non-empty row is valid and one at least is.
 */
export function EmailInviteForm({ teamId, channelId = 0, memberEmails, onSent }: EmailInviteFormProps) {
  const { t } = useTranslation('workspaces');
  const [rows, setRows] = useState<EmailRow[]>(() => Array.from({ length: START_ROWS }, newRow));
  const [settled, setSettled] = useState(true);
  const [marks, setMarks] = useState<ReadonlyMap<string, EmailProblem>>(new Map());
  const timer = useRef<number | undefined>(undefined);
  const joined = useMemo(() => new Set(memberEmails.map(normaliseEmail)), [memberEmails]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function typed(id: number, value: string) {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, value } : row)));
    setSettled(false);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSettled(true), EMAIL_HINT_DELAY_MS);
  }

  const send = useMutation({
    mutationFn: (emails: string[]) => inviteByEmail({ team_id: teamId, channel_id: channelId, emails }),
    meta: { handledCodes: 'all' },
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('emails.sent'), autoClose: TOAST_MS });
      setRows(Array.from({ length: START_ROWS }, newRow));
      setMarks(new Map());
      onSent?.();
    },
    onError: (error) => {
      if (hasCode(error, CodeInviteRefused) && isApiError(error)) {
        setMarks(marksFromResult(error.data as Partial<TeamInviteEmailResult> | null));
        setSettled(true);
        return;
      }
      notifications.show({ color: 'red', message: t('emails.failed'), autoClose: TOAST_MS });
    },
  });

  const sendable = canSendRows(rows, joined, marks);
  const full = !canAddRow(rows);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (sendable) send.mutate(emailsToSend(rows));
      }}
    >
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('emails.label')}
        </Text>
        {rows.map((row, index) => {
          const problem = rowProblem(row.value, joined, marks);
          // Already joined and the server's marks show at once; a format error waits for a pause.
          const shown = problem === 'format' ? (settled ? problem : null) : problem;
          return (
            <Group key={row.id} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                style={{ flex: 1 }}
                type="email"
                placeholder={t('emails.placeholder')}
                aria-label={t('emails.rowLabel', { number: index + 1 })}
                value={row.value}
                onChange={(event) => typed(row.id, event.currentTarget.value)}
                error={shown ? t(problemKey[shown]) : undefined}
              />
              {rows.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={6}
                  aria-label={t('emails.removeRow')}
                  onClick={() => setRows((current) => current.filter((other) => other.id !== row.id))}
                >
                  <IconX size={14} />
                </ActionIcon>
              )}
            </Group>
          );
        })}
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            disabled={full}
            onClick={() => setRows((current) => (canAddRow(current) ? [...current, newRow()] : current))}
          >
            {t('emails.add')}
          </Button>
          <Button type="submit" disabled={!sendable} loading={send.isPending}>
            {t('emails.send')}
          </Button>
        </Group>
        {full && (
          <Text size="xs" c="dimmed" role="status">
            {t('emails.limit')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
