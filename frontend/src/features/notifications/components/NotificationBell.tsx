import { Popover } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { BELL_ANIMATION_MS } from '@/config/constants';

import { BellButton } from './BellButton';
import { NotificationPanel } from './NotificationPanel';
import { useNotificationActions } from '../api/use-notification-actions';
import { useUnreadCount } from '../api/use-notification-feed';
import { useNotificationLive } from '../api/use-notification-live';
import { useGrowthPulse } from '../hooks/use-growth-pulse';

/**
 * The header's bell and its panel (spec 2). It keeps the feed current in this tab while the
 * user is signed in (userId known), whether the panel is open or not.
 */
export function NotificationBell({ userId }: { userId: number | undefined }) {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const count = useUnreadCount(userId);
  const ringing = useGrowthPulse(count, BELL_ANIMATION_MS);
  const actions = useNotificationActions();
  useNotificationLive(userId);

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={380}
        shadow="md"
        closeOnClickOutside={!confirming}
        closeOnEscape={!confirming}
        // The header never scrolls away; without this, a bell not yet laid out hides its panel.
        hideDetached={false}
      >
        <Popover.Target>
          <BellButton count={count ?? 0} ringing={ringing} onClick={() => setOpened((open) => !open)} />
        </Popover.Target>
        <Popover.Dropdown p="xs" maw="calc(100vw - 16px)">
          <NotificationPanel actions={actions} onClearAll={() => setConfirming(true)} onClose={() => setOpened(false)} />
        </Popover.Dropdown>
      </Popover>
      <ConfirmModal
        opened={confirming}
        title={t('clear.title')}
        message={t('clear.message')}
        cancelLabel={t('clear.cancel')}
        confirmLabel={t('clear.confirm')}
        confirmTestId="notification-clear-confirm"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          actions.empty();
        }}
      />
    </>
  );
}
