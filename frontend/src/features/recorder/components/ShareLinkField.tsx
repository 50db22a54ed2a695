import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCopyFeedback } from '@/lib/hooks/use-copy-feedback';
import { getPlatform } from '@/lib/platform';


/** The recording's public link, which works from the start (the video plays once it is done). */
export function ShareLinkField({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const feedback = useCopyFeedback();
  const [failed, setFailed] = useState(false);

  async function copy(text: string) {
    try {
      await getPlatform().copyText(text);
      setFailed(false);
      feedback.flash();
    } catch {
      setFailed(true);
    }
  }

  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          label={t('recorder.shareLink.label')}
          value={url ?? ''}
          placeholder={t('recorder.shareLink.pending')}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-testid="recorder-share-url"
        />
        <Button
          variant="light"
          disabled={!url}
          leftSection={feedback.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={() => url && void copy(url)}
          data-testid="recorder-copy-link"
        >
          {t('recorder.shareLink.copy')}
        </Button>
      </Group>
      {feedback.copied && (
        <Text size="xs" c="teal" role="status">
          {t('recorder.shareLink.copied')}
        </Text>
      )}
      {failed && (
        <Text size="xs" c="red">
          {t('recorder.shareLink.copyFailed')}
        </Text>
      )}
    </Stack>
  );
}
