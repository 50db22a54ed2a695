import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The mark and word mark; decorative mark, the name is the text. */
export function Logo({ size = 28 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-5)" />
        <circle cx="16" cy="16" r="8" fill="none" stroke="#fff" strokeWidth="2.5" />
        <circle cx="16" cy="16" r="3.5" fill="#ff5c7a" />
      </svg>
      <Text fw={750} size="lg" style={{ letterSpacing: '-0.02em' }}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
