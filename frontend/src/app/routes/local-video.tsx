import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

import { StandalonePage } from '@/components/ui/StandalonePage';
import { paths } from '@/config/paths';
import { BackupProvider, LocalVideoView } from '@/features/backup';
import { realRecorderEngine } from '@/features/recorder';

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
    <StandalonePage home={paths.myVideos} actions={back}>
      <BackupProvider store={realRecorderEngine().backups}>
        <LocalVideoView
          backupKey={key}
          onDeleted={() => void navigate(paths.myVideos, { replace: true })}
          notFoundAction={back}
        />
      </BackupProvider>
    </StandalonePage>
  );
}

export { LocalVideoRoute as Component };
