import { ActionIcon, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import classes from './VideoPage.module.css';
import { useFullView } from '../hooks/use-full-view';

/** The player in the page, or filling the window in full view; the same element, so playback goes on. */
export function PlayerFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('sharing');
  const fullView = useFullView();
  const label = fullView.open ? t('page.exitFullView') : t('page.fullView');
  return (
    <div
      className={fullView.open ? classes.fullView : classes.player}
      data-testid="player-frame"
      data-full-view={fullView.open || undefined}
    >
      {children}
      <Tooltip label={label}>
        <ActionIcon
          className={classes.playerAction}
          variant="filled"
          color="dark"
          size="lg"
          aria-label={label}
          onClick={fullView.open ? fullView.close : fullView.enter}
        >
          {fullView.open ? <IconX size={18} /> : <IconArrowsMaximize size={18} />}
        </ActionIcon>
      </Tooltip>
    </div>
  );
}
