import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';

/** The upgrade/limit modal of spec 2; the upload and save types exist so far. */
export type SubscribeType = 'upload' | 'save';

interface SubscribeModalProps {
  type: SubscribeType;
  /** The plan's video limit; the modal is open while it is set. */
  limit: number | null;
  onClose: () => void;
}

export function SubscribeModal({ type, limit, onClose }: SubscribeModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={limit !== null} onClose={onClose} size={380} zIndex={300} withCloseButton={false} padding="lg">
      <Stack align="center" gap="sm" ta="center" data-subscribe-type={type}>
        <ThemeIcon size={56} radius={28} variant="light" color="yellow">
          <IconCrown size={30} />
        </ThemeIcon>
        <Text fw={650} size="lg">
          {t('subscribe.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`subscribe.${type}`, { limit: limit ?? 0 })}
        </Text>
        <Group mt="xs">
          <Button variant="default" onClick={onClose}>
            {t('subscribe.cancel')}
          </Button>
          {/* A new tab, so uploads running in this one go on. */}
          <Button component="a" href={paths.pricing} target="_blank" rel="noopener" color="yellow" onClick={onClose}>
            {t('subscribe.cta')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
