import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';

interface SegmentedFieldProps {
  label: string;
  /** A line under the choices. */
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  data: { value: string; label: string; disabled?: boolean }[];
}

/** A labelled choice among a few options, shown as segments. */
export function SegmentedField({ label, hint, value, onChange, data }: SegmentedFieldProps) {
  const id = useId();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} value={value} onChange={onChange} data={data} w="fit-content" />
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
