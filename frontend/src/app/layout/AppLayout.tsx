import { AppShell, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Outlet } from 'react-router';

import { Logo } from '@/components/ui/Logo';
import { VerifyEmailBanner } from '@/features/auth';
import { BackupProvider } from '@/features/backup';
import { OldUserPrivilegePrompt, PlanLive } from '@/features/billing';
import { useDesktopRecordingPlaceholder } from '@/features/desktop';
import { RecorderProvider, realRecorderEngine } from '@/features/recorder';
import { UploadProvider } from '@/features/upload';
import { SidebarInviteModal } from '@/features/workspaces';
import { getPlatform } from '@/lib/platform';

import { AppHeader } from './AppHeader';
import { SidebarNav } from './SidebarNav';
import { SiderResizer } from './SiderResizer';
import { useSiderWidth } from './use-sider-width';

/**
 * The shell of protected pages: header, resizable sidebar, and below 768 px a
 * slide-in menu over a mask instead of the sidebar (spec 2). Uploads and the recorder
 * live here, so they go on while the user moves between its pages; unfinished local
 * backups resume when it mounts. In the desktop app, the app's own recorder feeds the same
 * placeholders.
 */
export function AppLayout() {
  const sider = useSiderWidth();
  const [menuOpened, menu] = useDisclosure(false);
  const [backupsOpened, setBackupsOpened] = useState(false);
  const [engine] = useState(realRecorderEngine);
  // In the desktop app, its own recorder's recordings show in the lists as they are made.
  useDesktopRecordingPlaceholder(getPlatform().desktop);

  return (
    <BackupProvider store={engine.backups} resumeOnMount>
      <RecorderProvider engine={engine} onShowBackups={() => setBackupsOpened(true)}>
        <UploadProvider>
          <AppShell
            header={{ height: 60 }}
            navbar={{ width: sider.width, breakpoint: 'sm', collapsed: { mobile: true } }}
            padding={{ base: 'md', sm: 'xl' }}
            transitionDuration={0}
            styles={{ main: { background: 'var(--mantine-color-gray-0)' } }}
          >
            <AppShell.Header>
              <AppHeader
                menuOpened={menuOpened}
                onToggleMenu={menu.toggle}
                backupsOpened={backupsOpened}
                onBackupsChange={setBackupsOpened}
              />
            </AppShell.Header>
            <AppShell.Navbar>
              <SidebarNav />
              <SiderResizer width={sider.width} onResize={sider.resize} onCommit={sider.save} />
            </AppShell.Navbar>
            <Drawer
              opened={menuOpened}
              onClose={menu.close}
              size={280}
              hiddenFrom="sm"
              title={<Logo />}
              styles={{ content: { display: 'flex', flexDirection: 'column' }, body: { flex: 1, padding: 0 } }}
            >
              <SidebarNav onNavigate={menu.close} />
            </Drawer>
            <AppShell.Main>
              <VerifyEmailBanner />
              <OldUserPrivilegePrompt />
              <Outlet />
            </AppShell.Main>
            {/* Once, not in each copy of the sidebar: the invite dialog its banners open. */}
            <SidebarInviteModal />
            {/* A plan change told live refetches the user, the plan and the capacity everywhere. */}
            <PlanLive />
          </AppShell>
        </UploadProvider>
      </RecorderProvider>
    </BackupProvider>
  );
}
