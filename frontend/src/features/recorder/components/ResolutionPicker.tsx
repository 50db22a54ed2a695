import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { Resolution } from '../engine/types';
import { allowedResolution, resolutionHeights } from '../plan';

interface ResolutionPickerProps {
  value: Resolution;
  onChange: (value: Resolution) => void;
  /** The plan's entitlements.max_height: taller resolutions are offered but disabled (4K is Premium's, spec 1). */
  maxHeight: number;
}

function Label({ name, locked }: { name: string; locked: boolean }) {
  return (
    <Group gap={4} wrap="nowrap" justify="center">
      {locked && <IconCrown size={14} color="var(--mantine-color-yellow-6)" aria-hidden="true" />}
      <span>{name}</span>
    </Group>
  );
}

export function ResolutionPicker({ value, onChange, maxHeight }: ResolutionPickerProps) {
  const { t } = useTranslation();
  const locked = (resolution: Resolution) => resolutionHeights[resolution] > maxHeight;
  const anyLocked = locked('4k');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="recorder-resolution-label">
        {t('recorder.resolution.label')}
      </Text>
      <SegmentedControl
        fullWidth
        aria-labelledby="recorder-resolution-label"
        data-testid="recorder-resolution"
        value={allowedResolution(value, maxHeight)}
        onChange={(next) => onChange(next as Resolution)}
        data={(['720p', '1080p', '4k'] as const).map((resolution) => ({
          value: resolution,
          label: <Label name={resolution === '4k' ? '4K' : resolution} locked={locked(resolution)} />,
          disabled: locked(resolution),
        }))}
      />
      {anyLocked && (
        <Text size="xs" c="dimmed">
          {t('recorder.resolution.premiumOnly')}
        </Text>
      )}
    </Stack>
  );
}
