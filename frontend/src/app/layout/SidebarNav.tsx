import { NavLink, Stack } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { paths } from '@/config/paths';

import { PlanUsage } from './PlanUsage';

/** Sidebar contents: My Videos and the plan meter. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onMyVideos = pathname === paths.myVideos || pathname.startsWith('/video/');
  return (
    <Stack justify="space-between" h="100%" p="md">
      <div>
        <NavLink
          component={Link}
          to={paths.myVideos}
          label={t('nav.myVideos')}
          leftSection={<IconVideo size={20} stroke={1.6} />}
          active={onMyVideos}
          onClick={onNavigate}
          variant="light"
          fw={600}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      </div>
      <PlanUsage />
    </Stack>
  );
}
