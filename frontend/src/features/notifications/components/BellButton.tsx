import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

import classes from './Bell.module.css';

interface BellButtonProps extends ComponentPropsWithoutRef<'button'> {
  count: number;
  ringing: boolean;
}

/** The header's bell (spec 2) with the unread badge; it rings while `ringing`. */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton({ count, ringing, ...rest }, ref) {
  const { t } = useTranslation('notifications');
  return (
    <Indicator label={count > 99 ? '99+' : count} size={16} offset={4} color="red" disabled={count === 0} data-testid="bell-badge">
      <ActionIcon
        ref={ref}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={count > 0 ? t('bell.labelUnread', { count }) : t('bell.label')}
        data-testid="notification-bell"
        {...rest}
      >
        <IconBell size={20} className={classes.bell} data-ringing={ringing} />
      </ActionIcon>
    </Indicator>
  );
});
