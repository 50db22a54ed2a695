import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py={64} px="md" ta="center">
      <ThemeIcon size={72} radius={36} variant="light">
        {icon}
      </ThemeIcon>
      <Title order={2} size="h3" mt="xs">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" maw={420}>
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
