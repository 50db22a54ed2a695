import { Center, SegmentedControl } from '@mantine/core';
import { IconAppWindow, IconCamera, IconDeviceDesktop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { RecordType } from '../engine/types';

interface RecordTypePickerProps {
  value: RecordType;
  onChange: (value: RecordType) => void;
}

/** Screen, tab or camera (spec 3's record types without the deprecated ones). */
export function RecordTypePicker({ value, onChange }: RecordTypePickerProps) {
  const { t } = useTranslation();
  const option = (type: RecordType, Icon: typeof IconCamera) => ({
    value: type,
    label: (
      <Center style={{ gap: 6 }}>
        <Icon size={16} aria-hidden="true" />
        <span>{t(`recorder.type.${type}`)}</span>
      </Center>
    ),
  });
  return (
    <SegmentedControl
      fullWidth
      aria-label={t('recorder.type.label')}
      data-testid="recorder-type"
      value={value}
      onChange={(next) => onChange(next as RecordType)}
      data={[option('desktop', IconDeviceDesktop), option('tab', IconAppWindow), option('camera', IconCamera)]}
    />
  );
}
