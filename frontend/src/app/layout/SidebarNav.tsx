import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconTrash, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { PremiumTrialLink } from '@/features/billing';
import { CreateRoomModal } from '@/features/rooms/components/CreateRoomModal';
import { SidebarWorkspaces } from '@/features/workspaces';

import { PlanUsage } from './PlanUsage';

const navLinkStyle = { borderRadius: 'var(--mantine-radius-md)' };

/**
 * Sidebar contents: My Videos, the trash under it, 'Get Premium Trial', the workspaces and their
 * rooms, and the plan meter.
 */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: user } = useUser();
  const onMyVideos = pathname === paths.myVideos || pathname.startsWith('/video/') || pathname.startsWith('/folder/');
  return (
    <Stack justify="space-between" h="100%" p="md" gap="md">
      <ScrollArea style={{ flex: 1 }} offsetScrollbars="y">
        <NavLink
          component={Link}
          to={paths.myVideos}
          label={t('nav.myVideos')}
          leftSection={<IconVideo size={20} stroke={1.6} />}
          active={onMyVideos}
          onClick={onNavigate}
          variant="light"
          fw={600}
          style={navLinkStyle}
        />
        <NavLink
          component={Link}
          to={paths.trash}
          label={t('library.trashNav')}
          leftSection={<IconTrash size={20} stroke={1.6} />}
          active={pathname === paths.trash}
          onClick={onNavigate}
          variant="light"
          style={navLinkStyle}
        />
        <PremiumTrialLink onNavigate={onNavigate} />
        <SidebarWorkspaces viewerId={user?.id} onNavigate={onNavigate} RoomCreator={CreateRoomModal} />
      </ScrollArea>
      <PlanUsage />
    </Stack>
  );
}
