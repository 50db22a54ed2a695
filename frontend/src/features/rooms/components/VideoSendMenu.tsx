import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconDots, IconSend, IconShare3 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SendVideoModal } from './SendVideoModal';
import type { SendMode } from '../destination';

interface VideoSendMenuProps {
  videoId: number;
  /** A small icon on a card, or a button on the video page. */
  variant?: 'card' | 'page';
}

/** The author's 'Send to a room' (the video moves) and 'Forward' (a copy), for a video card or the video page. */
export function VideoSendMenu({ videoId, variant = 'page' }: VideoSendMenuProps) {
  const { t } = useTranslation('rooms');
  const [mode, setMode] = useState<SendMode | null>(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          {variant === 'card' ? (
            <ActionIcon variant="default" size="md" radius="xl" aria-label={t('video.actions')} data-testid={`video-send-menu-${videoId}`}>
              <IconDots size={16} />
            </ActionIcon>
          ) : (
            <Button variant="default" leftSection={<IconSend size={18} />} data-testid="video-send-menu">
              {t('video.send')}
            </Button>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconSend size={16} />} onClick={() => setMode('send')}>
            {t('video.send')}
          </Menu.Item>
          <Menu.Item leftSection={<IconShare3 size={16} />} onClick={() => setMode('forward')}>
            {t('video.forward')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {mode && <SendVideoModal videoId={videoId} mode={mode} opened onClose={() => setMode(null)} />}
    </>
  );
}
