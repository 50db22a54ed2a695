import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { SessionNotice } from './guards/SessionNotice';
import { createQueryClient } from './query-client';
import { theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-center" zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <SessionNotice />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
