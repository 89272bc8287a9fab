import { Affix, Button, Code, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { initKeys, useInit } from '../../../shared/session/get-init.ts';
import { SidePanel } from '../../../shared/side-panel/side-panel.tsx';
import { debugAvailabilityQueryOptions } from '../api/get-debug.ts';
import { isDebugRequested } from './debug-flag.ts';

/** Debug tools: shown when the URL asks with `ft=DM` and GET /debug says available. */
export const DebugTools = () => {
  const { search } = useLocation();
  const isRequested = isDebugRequested(search);
  const { data } = useQuery({ ...debugAvailabilityQueryOptions(), enabled: isRequested });
  if (!isRequested || !data?.available) return null;
  return <DebugPanel />;
};

const DebugPanel = () => {
  const { t } = useTranslation();
  const init = useInit();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Affix position={{ bottom: 16, left: 16 }}>
        <Button variant="filled" color="dark" onClick={() => setIsOpen(true)}>
          {t('debug.open')}
        </Button>
      </Affix>
      <SidePanel opened={isOpen} onClose={() => setIsOpen(false)} title={t('debug.title')} size="lg">
        <Stack gap="md">
          <Text size="sm">
            {t('debug.session', { tenant: init.tenant.id, client: init.client.id, email: init.user.email })}
          </Text>
          <Button
            variant="light"
            onClick={() => void queryClient.invalidateQueries({ queryKey: initKeys.all })}
          >
            {t('debug.reload-init')}
          </Button>
          <Title order={3} size="h5">
            {t('debug.features')}
          </Title>
          <Table striped withTableBorder>
            <Table.Tbody>
              {init.features.map((feature) => (
                <Table.Tr key={feature.featureName}>
                  <Table.Td>{feature.featureName}</Table.Td>
                  <Table.Td>{feature.source}</Table.Td>
                  <Table.Td>{String(feature.enabled)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Title order={3} size="h5">
            {t('debug.capabilities')}
          </Title>
          <Code block>{JSON.stringify(init.capabilities, null, 2)}</Code>
        </Stack>
      </SidePanel>
    </>
  );
};
