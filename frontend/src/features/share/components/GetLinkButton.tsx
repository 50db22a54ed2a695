import { ActionIcon, Button, Popover, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useGetLink } from '../hooks/use-get-link';

/** 'Get link': makes the video public, copies its link and shows it for copying again. */
export function GetLinkButton({ videoId }: { videoId: number }) {
  const { t } = useTranslation();
  const { link, open, setOpen, getLink, copy, copied, copyFailed, pending } = useGetLink(videoId);

  return (
    <Popover opened={open && link !== null} onChange={setOpen} position="bottom-end" width={360} shadow="md" withArrow trapFocus={false}>
      <Popover.Target>
        <Tooltip label={t('share.copied')} opened={copied} color="dark">
          <Button leftSection={<IconLink size={18} />} loading={pending} onClick={getLink}>
            {t('share.getLink')}
          </Button>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput
            label={t('share.linkLabel')}
            value={link ?? ''}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            rightSection={
              <ActionIcon variant="subtle" aria-label={t('share.copy')} onClick={() => link && void copy(link)}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            }
          />
          {copied && (
            <Text size="xs" c="teal" role="status">
              {t('share.copied')}
            </Text>
          )}
          {copyFailed && (
            <Text size="xs" c="red">
              {t('share.copyFailed')}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
