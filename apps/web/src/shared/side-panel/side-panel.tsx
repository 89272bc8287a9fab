import { Drawer, type DrawerProps } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDE_PANEL_TIMED_CLOSE_MS } from '../config/constants.ts';

export type SidePanelProps = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** When true (e.g. after a success message) the panel closes itself after 4 s (spec 1 §2). */
  isTimedClose?: boolean;
  size?: DrawerProps['size'];
};

/** The right-hand side panel every area uses (Mantine Drawer with a labelled close button). */
export const SidePanel = ({
  opened,
  onClose,
  title,
  children,
  isTimedClose = false,
  size = 'md',
}: SidePanelProps) => {
  const { t } = useTranslation();
  useEffect(() => {
    if (!opened || !isTimedClose) return;
    const timer = setTimeout(onClose, SIDE_PANEL_TIMED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [opened, isTimedClose, onClose]);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size={size}
      closeButtonProps={{ 'aria-label': t('side-panel.close') }}
    >
      {children}
    </Drawer>
  );
};
