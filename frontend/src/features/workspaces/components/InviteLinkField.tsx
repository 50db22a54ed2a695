import { Button, Group, Loader, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { createInviteLink } from '@/lib/api/endpoints/teams/invite-link';
import { useCopyFeedback } from '@/lib/hooks/use-copy-feedback';
import { getPlatform } from '@/lib/platform';

interface InviteLinkFieldProps {
  teamId: number;
  /** A room of the workspace, or 0 for the workspace itself. */
  channelId?: number;
}

/** The invite link of a workspace or room, with a copy button whose 'Copied!' tooltip stays 800 ms (spec 9). */
export function InviteLinkField({ teamId, channelId = 0 }: InviteLinkFieldProps) {
  const { t } = useTranslation('workspaces');
  const feedback = useCopyFeedback();
  const [copyFailed, setCopyFailed] = useState(false);
  const link = useQuery({
    // Not under queryKeys.teams: refreshing the workspaces must not make a new link.
    queryKey: ['invite-link', teamId, channelId] as const,
    queryFn: () => createInviteLink({ team_id: teamId, channel_id: channelId }),
    // One link a visit: each call makes a new key.
    staleTime: Infinity,
    meta: { handledCodes: 'all' },
  });
  const url = link.data ? `${window.location.origin}${link.data.path}` : '';

  async function copy() {
    try {
      await getPlatform().copyText(url);
      setCopyFailed(false);
      feedback.flash();
    } catch {
      setCopyFailed(true);
    }
  }

  if (link.isError) {
    return (
      <Text size="sm" c="red">
        {t('link.failed')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label={t('link.label')}
          value={url}
          readOnly
          style={{ flex: 1 }}
          onFocus={(event) => event.currentTarget.select()}
          rightSection={link.isPending ? <Loader size="xs" /> : null}
          data-testid="invite-link"
        />
        <Tooltip label={t('link.copied')} opened={feedback.copied} withArrow>
          <Button leftSection={<IconCopy size={16} />} disabled={!url} onClick={() => void copy()}>
            {t('link.copy')}
          </Button>
        </Tooltip>
      </Group>
      <Text size="xs" c="dimmed">
        {t('link.expires')}
      </Text>
      {copyFailed && (
        <Text size="xs" c="red">
          {t('link.copyFailed')}
        </Text>
      )}
    </Stack>
  );
}
