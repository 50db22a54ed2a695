import { ActionIcon, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ShareLinkFieldProps {
  link: string;
  label: string;
  copied: boolean;
  copyFailed: boolean;
  onCopy: (link: string) => void;
}

/** A link to read or copy again, with what became of the last copy. */
export function ShareLinkField({ link, label, copied, copyFailed, onCopy }: ShareLinkFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <TextInput
        label={label}
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        rightSection={
          <ActionIcon variant="subtle" aria-label={t('share.copy')} onClick={() => onCopy(link)}>
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
  );
}
