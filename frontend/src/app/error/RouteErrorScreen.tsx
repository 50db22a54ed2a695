import { Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { paths } from '@/config/paths';

import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { NotFoundRoute } from '../routes/not-found';

/** Error boundary screen (spec 2) with a way back to My Videos. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const [reloading] = useState(() => isChunkLoadError(error) && reloadOnceForChunkError());

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  if (reloading) {
    return (
      <Center mih="60vh">
        <Loader />
      </Center>
    );
  }
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" ta="center" role="alert">
        <ThemeIcon size={72} radius={36} variant="light" color="red">
          <IconBug size={36} />
        </ThemeIcon>
        <Title order={1} size="h2" mt="xs">
          {t('errors.title')}
        </Title>
        <Text c="dimmed" maw={440}>
          {t('errors.description')}
        </Text>
        <Button component={Link} to={paths.myVideos} mt="md">
          {t('errors.backToMyVideos')}
        </Button>
      </Stack>
    </Center>
  );
}
