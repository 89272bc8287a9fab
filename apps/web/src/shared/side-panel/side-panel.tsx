import { Drawer, type DrawerRootProps } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDE_PANEL_TIMED_CLOSE_MS } from '../config/constants.ts';

export type SidePanelProps = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** When true (e.g. after a success message) the panel closes itself after 4 s. */
  isTimedClose?: boolean;
  size?: DrawerRootProps['size'];
  /** Accessible name of the close button; "Close panel" by default. */
  closeLabel?: string;
  hiddenFrom?: DrawerRootProps['hiddenFrom'];
};

/**
 * The right-hand side panel every area uses (Mantine Drawer). Built from its parts so that the
 * header is a plain element (Mantine's is a second page banner for screen readers) and the close
 * button has a name.
 */
export const SidePanel = ({
  opened,
  onClose,
  title,
  children,
  isTimedClose = false,
  size = 'md',
  closeLabel,
  hiddenFrom,
}: SidePanelProps) => {
  const { t } = useTranslation();
  useEffect(() => {
    if (!opened || !isTimedClose) return;
    const timer = setTimeout(onClose, SIDE_PANEL_TIMED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [opened, isTimedClose, onClose]);
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size={size} hiddenFrom={hiddenFrom}>
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title fw={700}>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label={closeLabel ?? t('side-panel.close')} />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
};
