import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { ShareLinkField } from './ShareLinkField';
import { ShareManagement } from './ShareManagement';
import { useGetLink } from '../hooks/use-get-link';

interface GetLinkButtonProps {
  videoId: number;
  /** The video's owner also manages the link: download by viewers, stop sharing. */
  manage?: boolean;
}

/** 'Get link': makes the video public, copies its link and shows it in the share modal. */
export function GetLinkButton({ videoId, manage = false }: GetLinkButtonProps) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('sharing');
  const link = useGetLink(videoId);

  return (
    <>
      <Button leftSection={<IconLink size={18} />} loading={link.pending} onClick={link.getLink}>
        {t('share.getLink')}
      </Button>
      <Modal opened={link.open} onClose={link.close} title={ts('manage.title')} size={460}>
        {link.link ? (
          <Stack gap="lg">
            <ShareLinkField
              link={link.link}
              label={t('share.linkLabel')}
              copied={link.copied}
              copyFailed={link.copyFailed}
              onCopy={(text) => void link.copy(text)}
            />
            {manage && <ShareManagement videoId={videoId} onStopped={link.forget} />}
          </Stack>
        ) : (
          <Stack gap="md" align="flex-start">
            <Text size="sm" role="status">
              {ts('manage.stopped')}
            </Text>
            <Button leftSection={<IconLink size={18} />} loading={link.pending} onClick={link.getLink}>
              {ts('manage.createNew')}
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}
