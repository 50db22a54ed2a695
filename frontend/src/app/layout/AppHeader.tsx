import { Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { LanguageSelect } from '@/components/ui/LanguageSelect';
import { Logo } from '@/components/ui/Logo';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { BackupBox } from '@/features/backup';
import { PlanHeaderButton } from '@/features/billing';
import { NotificationBell } from '@/features/notifications';
import { RecordButton } from '@/features/recorder';

import { UserMenu } from './UserMenu';

interface AppHeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
  backupsOpened: boolean;
  onBackupsChange: (opened: boolean) => void;
}

export function AppHeader({ menuOpened, onToggleMenu, backupsOpened, onBackupsChange }: AppHeaderProps) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={menuOpened} onClick={onToggleMenu} hiddenFrom="sm" size="sm" aria-label={t('nav.openMenu')} />
        <Link to={paths.myVideos} aria-label={t('app.home')} style={{ textDecoration: 'none', color: 'inherit' }}>
          <Logo />
        </Link>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {/* Phones cannot record (spec 6), so they have no recordings to back up either. */}
        <Group gap="xs" wrap="nowrap" visibleFrom="xs">
          <RecordButton />
          <BackupBox opened={backupsOpened} onChange={onBackupsChange} />
        </Group>
        <Group visibleFrom="sm">
          <PlanHeaderButton />
        </Group>
        <LanguageSelect />
        <NotificationBell userId={user?.id} />
        <UserMenu />
      </Group>
    </Group>
  );
}
