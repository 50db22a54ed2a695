import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

import { RECORDER_CAMERA_PANEL_WIDTH, RECORDER_PANEL_WIDTH } from '@/config/constants';

interface RecorderCardProps {
  /** Camera mode: the wide panel with a large preview (spec 9: 760 instead of 330). */
  wide?: boolean;
  label: string;
  children: ReactNode;
}

/** The recorder's panel, centred on the page. */
export function RecorderCard({ wide = false, label, children }: RecorderCardProps) {
  return (
    <Paper
      withBorder
      shadow="md"
      radius="lg"
      p="lg"
      w="100%"
      maw={wide ? RECORDER_CAMERA_PANEL_WIDTH : RECORDER_PANEL_WIDTH}
      mx="auto"
      role="region"
      aria-label={label}
    >
      {children}
    </Paper>
  );
}
