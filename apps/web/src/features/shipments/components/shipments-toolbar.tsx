import { ActionIcon, Badge, Button, Group, Menu, TextInput, Title } from '@mantine/core';
import { Inbox } from '@shipdeck/domain/shipments/shipment-states';
import {
  IconAdjustmentsHorizontal,
  IconChevronDown,
  IconDownload,
  IconPlugConnected,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestShopImport } from '../../../shared/events/shop-import-request.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { useHeaderEntries } from '../../../shared/session/header-entries.ts';
import { useInboxLabel } from './use-inbox-label.ts';

type ToolbarProps = {
  inbox: Inbox;
  search: string;
  onSearch: (text: string) => void;
  activeFilterCount: number;
  onOpenFilters: () => void;
  onOpenExport: () => void;
  onOpenImport: () => void;
};

/**
 * The shipments part of the header: inbox title, search box (writes `q`), filters (not
 * on archived), export CSV, the new-shipment split button and connect shop.
 */
export const ShipmentsToolbar = ({
  inbox,
  search,
  onSearch,
  activeFilterCount,
  onOpenFilters,
  onOpenExport,
  onOpenImport,
}: ToolbarProps) => {
  const { t } = useTranslation();
  const paths = usePrivatePaths();
  const labelOf = useInboxLabel();
  const entries = useHeaderEntries();
  const [text, setText] = useState(search);
  const inputRef = useRef<HTMLInputElement>(null);
  // The query string follows the typing a moment later; while typing, the box is the truth. It takes
  // the query string's value when that changes from elsewhere (clear filters, back, a link).
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setText(search);
  }, [search]);

  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Title order={1} size="h2">
        {labelOf(inbox)}
      </Title>
      <Group gap="xs" wrap="wrap">
        <TextInput
          ref={inputRef}
          type="search"
          aria-label={t('shipments.search.label')}
          placeholder={t('shipments.search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            onSearch(event.currentTarget.value);
          }}
          w={{ base: '100%', xs: 260 }}
        />
        {inbox === Inbox.Archived ? null : (
          <Button
            variant="default"
            onClick={onOpenFilters}
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            rightSection={
              activeFilterCount > 0 ? (
                <Badge
                  size="sm"
                  circle
                  aria-label={t('shipments.filters.active', { count: activeFilterCount })}
                >
                  {activeFilterCount}
                </Badge>
              ) : null
            }
            visibleFrom="sm"
          >
            {t('shipments.filters.open')}
          </Button>
        )}
        <Button
          variant="default"
          onClick={onOpenExport}
          leftSection={<IconDownload size={16} aria-hidden />}
          visibleFrom="sm"
        >
          {t('shipments.export.open')}
        </Button>
        {entries.newShipment ? (
          <NewShipmentButton canConnectShop={entries.connectShop} onOpenImport={onOpenImport} />
        ) : null}
        {entries.connectShop ? (
          <Button
            component={Link}
            to={paths.settings.integrations()}
            variant="light"
            leftSection={<IconPlugConnected size={16} aria-hidden />}
          >
            {t('shipments.connect-shop')}
          </Button>
        ) : null}
      </Group>
    </Group>
  );
};

/** The new-shipment split button: manual checkout, a CSV import, or orders from a shop when the client may connect one. */
const NewShipmentButton = ({
  canConnectShop,
  onOpenImport,
}: {
  canConnectShop: boolean;
  onOpenImport: () => void;
}) => {
  const { t } = useTranslation();
  const paths = usePrivatePaths();
  return (
    <Group gap={0} wrap="nowrap">
      <Button
        component={Link}
        to={paths.checkoutStep('info')}
        leftSection={<IconPlus size={16} aria-hidden />}
        style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
      >
        {t('shipments.new.title')}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            size={36}
            aria-label={t('shipments.new.more')}
            style={{
              borderTopLeftRadius: 0,
              borderBottomLeftRadius: 0,
              borderLeft: '1px solid rgba(255,255,255,0.4)',
            }}
          >
            <IconChevronDown size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={paths.checkoutStep('info')}>
            {t('shipments.new.manual')}
          </Menu.Item>
          <Menu.Item onClick={onOpenImport}>{t('shipments.new.from-csv')}</Menu.Item>
          {canConnectShop ? (
            <Menu.Item onClick={() => requestShopImport()}>{t('shipments.new.from-shop')}</Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
};
