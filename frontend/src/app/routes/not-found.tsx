import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

/** /404 and every address this app does not know. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Text fz={96} fw={800} lh={1} c="brand.2" aria-hidden="true">
          404
        </Text>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" maw={420}>
          {t('notFound.description')}
        </Text>
        <Button component={Link} to={paths.home} mt="md">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
