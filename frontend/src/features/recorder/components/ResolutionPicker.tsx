import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { Resolution } from '../engine/types';

interface ResolutionPickerProps {
  value: Resolution;
  onChange: (value: Resolution) => void;
  /** 4K is a Premium feature (spec 1). */
  premium: boolean;
}

export function ResolutionPicker({ value, onChange, premium }: ResolutionPickerProps) {
  const { t } = useTranslation();
  const fourK = (
    <Group gap={4} wrap="nowrap" justify="center">
      {!premium && <IconCrown size={14} color="var(--mantine-color-yellow-6)" aria-hidden="true" />}
      <span>4K</span>
    </Group>
  );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="recorder-resolution-label">
        {t('recorder.resolution.label')}
      </Text>
      <SegmentedControl
        fullWidth
        aria-labelledby="recorder-resolution-label"
        data-testid="recorder-resolution"
        value={premium || value !== '4k' ? value : '720p'}
        onChange={(next) => onChange(next as Resolution)}
        data={[
          { value: '720p', label: '720p' },
          { value: '1080p', label: '1080p' },
          { value: '4k', label: fourK, disabled: !premium },
        ]}
      />
      {!premium && (
        <Text size="xs" c="dimmed">
          {t('recorder.resolution.premiumOnly')}
        </Text>
      )}
    </Stack>
  );
}
