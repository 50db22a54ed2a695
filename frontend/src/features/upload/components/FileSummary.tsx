import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';

import { formatBytes } from '@/lib/format/bytes';

export function FileSummary({ file }: { file: File }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={40}>
          <IconMovie size={22} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatBytes(file.size)}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
