import {
  ActionIcon,
  Alert,
  Card,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { formatMoney } from '@shipdeck/domain/money/money';
import type { PriceProduct } from '@shipdeck/domain/pricing/rules/shipment-price';
import { vatRateOf } from '@shipdeck/domain/pricing/rules/vat';
import { isLabelRefused } from '@shipdeck/domain/shipments/rules/label-failure';
import type { ShipmentAddress, ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { DisplayStatus } from '@shipdeck/domain/shipments/shipment-states';
import { IconAlertTriangle, IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { shipmentSourceLabel } from '../../../shared/i18n/code-labels.ts';
import { PointSummary } from '../../../shared/ui/point-summary.tsx';
import { transitTimeOf } from '../rules/transit-time.ts';
import { addressLines, formatDate, formatKilograms } from './format.ts';
import { type MessageKey, usePostSaleText } from './use-post-sale-text.ts';

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card withBorder component="section" aria-labelledby={id}>
    <Stack gap="xs">
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  </Card>
);

/** Customs and carrier notices at the top of the page. */
export const ShipmentNotices = ({ shipment }: { shipment: ShipmentView }) => {
  const { t } = usePostSaleText();
  const notices: { key: string; color: string; text: string }[] = [];
  if (shipment.data.hasCustoms && shipment.displayStatus !== DisplayStatus.Canceled) {
    notices.push({ key: 'customs', color: 'blue', text: t('post-sale.notices.customs') });
  }
  if (shipment.state === 'CANCEL_REQUESTED') {
    notices.push({ key: 'cancel', color: 'orange', text: t('post-sale.notices.cancel-requested') });
  } else if (shipment.state === 'CANCELED') {
    notices.push({ key: 'cancel', color: 'gray', text: t('post-sale.notices.canceled') });
  }
  if (shipment.displayStatus === DisplayStatus.Incident) {
    notices.push({ key: 'incident', color: 'orange', text: t('post-sale.notices.incident') });
  }
  if (shipment.displayStatus === DisplayStatus.ReturnedToSender) {
    notices.push({ key: 'returned', color: 'orange', text: t('post-sale.notices.returned') });
  }
  if (isLabelRefused(shipment.state)) {
    notices.push({ key: 'label-failed', color: 'red', text: t('post-sale.notices.label-failed') });
  } else if (shipment.displayStatus === DisplayStatus.Processing) {
    notices.push({ key: 'processing', color: 'blue', text: t('post-sale.notices.processing') });
  }
  if (notices.length === 0) return null;
  return (
    <Stack gap="xs">
      {notices.map((notice) => (
        <Alert
          key={notice.key}
          color={notice.color}
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          data-testid={`notice-${notice.key}`}
        >
          {notice.text}
        </Alert>
      ))}
    </Stack>
  );
};

/** The reference, with a copy button named for screen readers. */
export const ReferenceBlock = ({ reference }: { reference: string }) => {
  const { t } = usePostSaleText();
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        {t('post-sale.reference.label')}
      </Text>
      <Text size="sm" fw={600} ff="monospace" data-testid="shipment-reference">
        {reference}
      </Text>
      <CopyButton value={reference} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('post-sale.reference.copied') : t('post-sale.reference.copy')}>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={copied ? t('post-sale.reference.copied') : t('post-sale.reference.copy')}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
};

/** Origin (collection or drop-off point) and destination (delivery date or pick-up point). */
export const RouteBlocks = ({ shipment }: { shipment: ShipmentView }) => {
  const { t, i18n } = usePostSaleText();
  const { service, collection, dropoffPointId, estimatedDeliveryDate } = shipment.data;
  const originPoint = service?.dropOffOrigin ? shipment.dropOff?.origin : null;
  const pickupPoint = service?.dropOffDestination ? shipment.dropOff?.destination : null;
  const transit = service?.transitHours === undefined ? undefined : transitTimeOf(service.transitHours);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Section id="origin-title" title={t('post-sale.origin.title')}>
        {service?.dropOffOrigin ? (
          <Text size="sm">{t('post-sale.origin.dropoff', { carrier: service.carrierName })}</Text>
        ) : (
          <Text size="sm">{t('post-sale.origin.collection')}</Text>
        )}
        {originPoint ? (
          <>
            <Text size="sm">{t('post-sale.origin.dropoff-at')}</Text>
            <PointSummary point={originPoint} showId />
          </>
        ) : null}
        {!service?.dropOffOrigin && collection.date ? (
          <Text size="sm">
            {collection.interval
              ? t('post-sale.origin.collection-window', {
                  date: formatDate(collection.date, i18n.language),
                  start: collection.interval.start,
                  end: collection.interval.end,
                })
              : t('post-sale.origin.collection-date', { date: formatDate(collection.date, i18n.language) })}
          </Text>
        ) : null}
      </Section>
      <Section id="destination-title" title={t('post-sale.destination.title')}>
        {pickupPoint ? (
          <>
            <Text size="sm">{t('post-sale.destination.pickup-at')}</Text>
            <PointSummary point={pickupPoint} showId />
          </>
        ) : service?.dropOffDestination && dropoffPointId ? (
          <Text size="sm">{t('post-sale.destination.pickup-point', { id: dropoffPointId })}</Text>
        ) : (
          <Text size="sm">{t('post-sale.destination.home')}</Text>
        )}
        {estimatedDeliveryDate ? (
          <Text size="sm" fw={600}>
            {t('post-sale.destination.estimated', { date: formatDate(estimatedDeliveryDate, i18n.language) })}
          </Text>
        ) : null}
        {transit ? (
          <Text size="sm" c="dimmed">
            {transit.unit === 'days'
              ? t('post-sale.destination.transit-days', { count: transit.count })
              : t('post-sale.destination.transit-hours', { count: transit.count })}
          </Text>
        ) : null}
      </Section>
    </SimpleGrid>
  );
};

const AddressBlock = ({ id, title, address }: { id: string; title: string; address: ShipmentAddress }) => {
  const { i18n } = usePostSaleText();
  return (
    <Section id={id} title={title}>
      <Stack gap={0} component="address" style={{ fontStyle: 'normal' }}>
        {addressLines(address, i18n.language).map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Stack>
    </Section>
  );
};

/** Sender and recipient, and a warning when the recipient cannot get delivery e-mails. */
export const AddressBlocks = ({ shipment }: { shipment: ShipmentView }) => {
  const { t } = usePostSaleText();
  return (
    <Stack gap="md">
      {shipment.data.to.email ? null : (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          data-testid="email-warning"
        >
          {t('post-sale.email-warning')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AddressBlock
          id="sender-title"
          title={t('post-sale.addresses.sender')}
          address={shipment.data.from}
        />
        <AddressBlock
          id="recipient-title"
          title={t('post-sale.addresses.recipient')}
          address={shipment.data.to}
        />
      </SimpleGrid>
    </Stack>
  );
};

export const PackagingAdvice = () => {
  const { t } = usePostSaleText();
  return (
    <Section id="packaging-title" title={t('post-sale.packaging.title')}>
      <Text size="sm">{t('post-sale.packaging.text')}</Text>
    </Section>
  );
};

const Row = ({ label, value }: { label: string; value: ReactNode }) => (
  <Table.Tr>
    <Table.Th scope="row" fw={400} c="dimmed" w="45%">
      {label}
    </Table.Th>
    <Table.Td>{value}</Table.Td>
  </Table.Tr>
);

/** Order date, order ID, source, service and parcels. */
export const OrderDetails = ({ shipment }: { shipment: ShipmentView }) => {
  const { t, i18n } = usePostSaleText();
  const { orderDate, shipmentCustomReference, source, service, parcels, buyerNote } = shipment.data;
  return (
    <Section id="order-title" title={t('post-sale.order.title')}>
      <Table withRowBorders={false} verticalSpacing={4} fz="sm">
        <Table.Tbody>
          {orderDate ? (
            <Row label={t('post-sale.order.date')} value={formatDate(orderDate, i18n.language)} />
          ) : null}
          {shipmentCustomReference ? (
            <Row label={t('post-sale.order.custom-reference')} value={shipmentCustomReference} />
          ) : null}
          <Row label={t('post-sale.order.source')} value={shipmentSourceLabel(t, source)} />
          {buyerNote ? (
            <Row
              label={t('post-sale.order.buyer-note')}
              value={<span style={{ whiteSpace: 'pre-line' }}>{buyerNote}</span>}
            />
          ) : null}
          {service ? (
            <Row label={t('post-sale.order.service')} value={`${service.carrierName} · ${service.name}`} />
          ) : null}
          <Row
            label={t('post-sale.order.parcels')}
            value={parcels
              .map(
                (parcel) =>
                  `${parcel.length} × ${parcel.width} × ${parcel.height} cm, ${formatKilograms(parcel.weight, i18n.language)}`,
              )
              .join('; ')}
          />
        </Table.Tbody>
      </Table>
    </Section>
  );
};

/** How each line of a price is named, in the order the lines are shown. */
const PRICE_LINE_LABELS = {
  porterage: 'post-sale.price.products.porterage',
  insurance: 'post-sale.price.products.insurance',
  adultSignature: 'post-sale.price.products.adultSignature',
  additionalHandling: 'post-sale.price.products.additionalHandling',
  proofOfDelivery: 'post-sale.price.products.proofOfDelivery',
  cashOnDelivery: 'post-sale.price.products.cashOnDelivery',
  managementFee: 'post-sale.price.products.managementFee',
  voucher: 'post-sale.price.products.voucher',
} as const satisfies Record<PriceProduct, MessageKey>;

/**
 * The lines the shipment was charged for (before tax, so they add up to the subtotal; the voucher by
 * its code), then subtotal, taxes and total (the VAT of the origin country). A shipment bought before
 * its lines were kept shows the sums only.
 */
export const PriceDetails = ({ shipment }: { shipment: ShipmentView }) => {
  const { t, i18n } = usePostSaleText();
  const { price } = shipment.data;
  if (!price) return null;
  const money = (minor: number) => formatMoney(minor, { currency: price.currency, locale: i18n.language });
  const percentage = vatRateOf(price);
  const lines = (Object.keys(PRICE_LINE_LABELS) as PriceProduct[]).flatMap((product) => {
    const line = price.products?.[product];
    return line ? [{ product, line }] : [];
  });
  return (
    <Section id="price-title" title={t('post-sale.price.title')}>
      <Table withRowBorders={false} verticalSpacing={4} fz="sm">
        <Table.Tbody>
          {lines.map(({ product, line }) => (
            <Row
              key={product}
              label={
                product === 'voucher' && line.name
                  ? t('post-sale.price.voucher-named', { name: line.name })
                  : t(PRICE_LINE_LABELS[product])
              }
              value={money(line.basePrice)}
            />
          ))}
          <Row label={t('post-sale.price.subtotal')} value={money(price.basePrice)} />
          <Row label={t('post-sale.price.taxes', { percentage })} value={money(price.taxPrice)} />
          <Row label={t('post-sale.price.total')} value={<strong>{money(price.totalPrice)}</strong>} />
        </Table.Tbody>
      </Table>
    </Section>
  );
};
