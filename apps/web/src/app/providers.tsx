import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { LIMITS } from '@hris/contracts';
import { ConfirmProvider } from '../components/confirm-dialog';
import { queryClient } from './query-client';
import { cssVariablesResolver, theme } from '../lib/theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* Bottom-right: toasts never cover the bell or the user menu in the top bar. */}
      <Notifications position="bottom-right" autoClose={LIMITS.toastMs} limit={5} zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <ConfirmProvider>{children}</ConfirmProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
