import { notifications } from '@mantine/notifications';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../shared/api/query-client.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { BulkPanel } from '../components/bulk-panel.tsx';
import type { BulkFlow } from '../rules/bulk-flows.ts';

type HarnessProps = {
  shipments: ShipmentView[];
  flow: BulkFlow;
  onSelect: (references: string[]) => void;
  onClose: () => void;
};

/** Holds what the workspace holds: the flow, whether the panel is open, the selection. */
const Harness = ({ shipments, flow, onSelect, onClose }: HarnessProps) => {
  const [current, setCurrent] = useState<BulkFlow>(flow);
  const [opened, setOpened] = useState(true);
  const [selected, setSelected] = useState(() => shipments.map((shipment) => shipment.reference));
  return (
    <BulkPanel
      opened={opened}
      flow={current}
      onFlowChange={setCurrent}
      shipments={shipments.filter((shipment) => selected.includes(shipment.reference))}
      onClose={() => {
        onClose();
        setOpened(false);
      }}
      onSelect={(references) => {
        onSelect(references);
        setSelected(references);
      }}
    />
  );
};

/**
 * The bulk panel as the shipments workspace holds it: the selection and the flow are state, so
 * reselection, back and close behave as on the page. Fetch is mocked by the caller.
 */
export const renderBulkPanel = async ({
  shipments,
  flow = 'actions',
}: {
  shipments: ShipmentView[];
  flow?: BulkFlow;
}) => {
  await initI18n('en-GB');
  // Toasts live in a module-wide store: one test's toasts must not show up in the next.
  notifications.clean();
  notifications.cleanQueue();
  const onSelect = vi.fn();
  const onClose = vi.fn();
  const queryClient = createQueryClient();
  const router = createMemoryRouter([
    {
      path: '/',
      element: <Harness shipments={shipments} flow={flow} onSelect={onSelect} onClose={onClose} />,
    },
  ]);
  const view = render(<AppProviders queryClient={queryClient} router={router} />);
  return { ...view, queryClient, onSelect, onClose };
};

export const panel = () => screen.findByRole('dialog');
