import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface StepMessageProps {
  icon: ReactNode;
  color?: string;
  title: string;
  description?: string;
  children?: ReactNode;
}

/** The centred icon, title and text of the dialog's processing, done and failed steps. */
export function StepMessage({ icon, color, title, description, children }: StepMessageProps) {
  return (
    <Stack align="center" gap="xs" py="md" ta="center" role="status">
      <ThemeIcon size={64} radius={32} variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Text fw={650} size="lg" mt="xs">
        {title}
      </Text>
      {description && (
        <Text size="sm" c="dimmed" maw={360}>
          {description}
        </Text>
      )}
      {children}
    </Stack>
  );
}
