import { Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { paths } from '@/config/paths';
import { GetLinkButton } from '@/features/share';
import { VideoDetail } from '@/features/videos';

/** /video/{id}: the owner's player page with 'Get link'. */
export function VideoRoute() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const backHome = (
    <Button component={Link} to={paths.myVideos} variant="light">
      {t('errors.backToMyVideos')}
    </Button>
  );
  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Button
        component={Link}
        to={paths.myVideos}
        variant="subtle"
        color="dark"
        leftSection={<IconArrowLeft size={16} />}
        w="fit-content"
        px="xs"
      >
        {t('nav.myVideos')}
      </Button>
      <VideoDetail id={id} actions={<GetLinkButton videoId={id} />} notFoundAction={backHome} />
    </Stack>
  );
}

export { VideoRoute as Component };
