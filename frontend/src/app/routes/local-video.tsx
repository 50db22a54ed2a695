import { Button, Container, Group } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

import { LanguageSelect } from '@/components/ui/LanguageSelect';
import { Logo } from '@/components/ui/Logo';
import { paths } from '@/config/paths';
import { BackupProvider, LocalVideoView } from '@/features/backup';
import { realRecorderEngine } from '@/features/recorder';

import classes from './local-video.module.css';

/** /localVideo/{key}: a recording kept on this device; leaving goes to My Videos (spec 4). */
export function LocalVideoRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const key = useParams().id ?? '';
  useDocumentTitle(`${t('backup.local.pageTitle')} · ${t('app.name')}`);
  const back = (
    <Button component={Link} to={paths.myVideos} variant="light" leftSection={<IconArrowLeft size={16} />}>
      {t('errors.backToMyVideos')}
    </Button>
  );

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Link to={paths.myVideos} aria-label={t('app.home')} className={classes.home}>
          <Logo />
        </Link>
        <Group gap="xs">
          <LanguageSelect />
          {back}
        </Group>
      </header>
      <Container size="lg" py="xl">
        <BackupProvider store={realRecorderEngine().backups}>
          <LocalVideoView
            backupKey={key}
            onDeleted={() => void navigate(paths.myVideos, { replace: true })}
            notFoundAction={back}
          />
        </BackupProvider>
      </Container>
    </div>
  );
}

export { LocalVideoRoute as Component };
