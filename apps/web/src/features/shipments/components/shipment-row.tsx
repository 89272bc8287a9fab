import { Badge, Checkbox, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { printedPlaceLines } from '@shipdeck/domain/addresses/address-format';
import { formatMoney } from '@shipdeck/domain/money/money';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { type CSSProperties, memo, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { countryLabel, shipmentSourceLabel } from '../../../shared/i18n/code-labels.ts';
import { formatCalendarDate } from '../../../shared/i18n/format-calendar-date.ts';
import { BuyerNoteHint } from '../../../shared/ui/buyer-note.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import type { CopyKind } from '../api/copy-shipment.ts';
import { clearNotification, useHasNotification } from '../hooks/inbox-notifications.ts';
import { formatListDate, formatRelativeTime } from '../rules/format.ts';
import { isDraft, type RowActionHandlers, RowActions } from './row-actions.tsx';
import './shipment-row.css';

export const ROW_HEIGHT = 68;
/**
 * The list's columns. The shipment column holds the widest reference there is (`SD26WWWWWWWWWW`, 196 px in
 * semibold DejaVu Sans, the widest of the system fonts) on one line, with the shipment's origin and creation
 * date under it; the status badge and the five row actions always show; the recipient and the service share
 * what is left. At their least they fit the content area of a 1280 px screen beside the inbox sidebar
 * (about 970 px, 955 px beside a classic scroll bar).
 */
export const LIST_COLUMNS =
  '24px minmax(200px, 1fr) minmax(110px, 1.2fr) minmax(110px, 1.2fr) 150px 72px 150px';

/** A row's new-notification badge goes after 5 s at least half visible. */
export const NOTIFICATION_TIMEOUT_MS = 5000;
export const NOTIFICATION_VISIBILITY = 0.5;

const useClearWhenSeen = (reference: string, isFlagged: boolean) => {
  const ref = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!isFlagged || !element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (entry?.isIntersecting && entry.intersectionRatio >= NOTIFICATION_VISIBILITY) {
          timer = setTimeout(() => clearNotification(reference), NOTIFICATION_TIMEOUT_MS);
        }
      },
      { threshold: NOTIFICATION_VISIBILITY },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [reference, isFlagged]);
  return ref;
};

const cell: CSSProperties = { minWidth: 0, overflow: 'hidden', padding: 0 };

/** One line of a cell, cut with an ellipsis when too long: small (sm) or extra small (xs), maybe dimmed. */
const Line = ({
  size = 'sm',
  isDimmed = false,
  isStrong = false,
  isEnd = false,
  children,
  ...rest
}: {
  size?: 'sm' | 'xs';
  isDimmed?: boolean;
  isStrong?: boolean;
  isEnd?: boolean;
  children: ReactNode;
  'data-testid'?: string;
}) => (
  <p
    className="row-line"
    data-size={size}
    data-dimmed={isDimmed || undefined}
    data-strong={isStrong || undefined}
    data-end={isEnd || undefined}
    {...rest}
  >
    {children}
  </p>
);

/**
 * A draft's cell opens one of its side panels. The button keeps the cell's two lines,
 * so the row keeps its height; its name starts with what it does, then what the cell shows.
 */
const CellTrigger = ({
  isEnabled,
  action,
  onClick,
  children,
}: {
  isEnabled: boolean;
  action: string;
  onClick: () => void;
  children: ReactNode;
}) =>
  isEnabled ? (
    <UnstyledButton
      onClick={onClick}
      w="100%"
      style={{ display: 'block', borderRadius: 'var(--mantine-radius-sm)', textAlign: 'left' }}
    >
      <VisuallyHidden>{action}</VisuallyHidden>
      {children}
    </UnstyledButton>
  ) : (
    children
  );

/**
 * A draft whose service can no longer carry it: the badge says so, its tooltip (and screen
 * readers) why and what to do; the cell it sits in opens the service choice.
 */
const ServiceProblemBadge = ({ problem }: { problem: string }) => {
  const { t } = useTranslation();
  const why = `${translateMessageKey(t, problem)} ${t('shipments.service-problem.what-to-do')}`;
  return (
    <Tooltip label={why} multiline w={260} withArrow>
      <Badge
        size="xs"
        color="red.9"
        // Outlined: a light badge given a shade paints that shade as its fill, under text of nearly the same red.
        variant="outline"
        leftSection={<span aria-hidden="true">⚠</span>}
        data-testid="service-problem-badge"
      >
        {t('shipments.service-problem.badge')}
        <VisuallyHidden>{`: ${why}`}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
};

type ShipmentRowProps = RowActionHandlers & {
  shipment: ShipmentView;
  rowIndex: number;
  isSelected: boolean;
  onToggle: (reference: string) => void;
  busyKind?: CopyKind;
  style: CSSProperties;
};

export const ShipmentRow = memo(
  ({ shipment, rowIndex, isSelected, onToggle, busyKind, style, ...handlers }: ShipmentRowProps) => {
    const { t, i18n } = useTranslation();
    const isFlagged = useHasNotification(shipment.reference);
    const rowRef = useClearWhenSeen(shipment.reference, isFlagged);
    const { data } = shipment;
    const recipient = [data.to.firstName, data.to.lastName].filter(Boolean).join(' ') || data.to.company;
    const language = i18n.language;
    // The place as the destination country writes it ("London SW1A 1AA", "Austin, TX 78701"), then the country.
    const destination = [...printedPlaceLines(data.to), countryLabel(data.to.alpha2Code, language)]
      .filter(Boolean)
      .join(' ');
    const source = shipmentSourceLabel(t, data.source);
    const isEditable = isDraft(shipment);

    return (
      <tr
        ref={rowRef}
        aria-rowindex={rowIndex}
        aria-selected={isSelected}
        data-reference={shipment.reference}
        style={{
          ...style,
          display: 'grid',
          gridTemplateColumns: LIST_COLUMNS,
          alignItems: 'center',
          gap: 'var(--mantine-spacing-xs)',
          height: ROW_HEIGHT,
          paddingInline: 'var(--mantine-spacing-xs)',
          borderBottom: '1px solid var(--mantine-color-gray-3)',
          background: isSelected ? 'var(--mantine-color-blue-0)' : undefined,
        }}
      >
        <td style={cell}>
          <Checkbox
            aria-label={t('shipments.list.select-row', { reference: shipment.reference })}
            checked={isSelected}
            onChange={() => onToggle(shipment.reference)}
          />
        </td>
        <td style={cell}>
          <Line isStrong>{shipment.reference}</Line>
          {/* The badge goes under the reference, which needs the whole width of its line. The creation date comes
              last, so that a long order id cuts the date rather than the buyer's note. */}
          <Line size="xs" isDimmed>
            {isFlagged ? (
              <Badge component="span" mr={6} size="xs" color="blue" variant="filled">
                {t('shipments.list.new')}
              </Badge>
            ) : null}
            {data.shipmentCustomReference
              ? t('shipments.list.order-id', { id: data.shipmentCustomReference })
              : source}
            {data.buyerNote ? <BuyerNoteHint note={data.buyerNote} /> : null}
            {` · ${formatListDate(data.createdAt, language)}`}
          </Line>
        </td>
        <td style={cell}>
          <CellTrigger
            isEnabled={isEditable}
            action={t('shipment-panels.triggers.recipient')}
            onClick={() => handlers.onOpenPanel('recipient', shipment)}
          >
            <Line>{recipient || t('shipments.list.no-recipient')}</Line>
            <Line size="xs" isDimmed>
              {destination}
            </Line>
          </CellTrigger>
        </td>
        <td style={cell}>
          <CellTrigger
            isEnabled={isEditable}
            action={t('shipment-panels.triggers.service')}
            onClick={() => handlers.onOpenPanel('services', shipment)}
          >
            {data.service ? (
              <>
                <Line>{data.service.carrierName}</Line>
                {data.serviceProblem ? (
                  <ServiceProblemBadge problem={data.serviceProblem} />
                ) : (
                  <Line size="xs" isDimmed>
                    {data.service.name}
                  </Line>
                )}
              </>
            ) : (
              <Line isDimmed>{t('shipments.list.no-service')}</Line>
            )}
          </CellTrigger>
        </td>
        <td style={cell}>
          <StatusBadge status={shipment.displayStatus} />
          {/* When the status last moved, as list dates show it: relative ("3 hours ago"). */}
          <Line size="xs" isDimmed>
            {t('shipments.list.updated', { time: formatRelativeTime(data.updatedAt, language) })}
          </Line>
          {data.estimatedDeliveryDate ? (
            <Line size="xs" isDimmed data-testid="estimated-delivery">
              {t('shipments.list.estimated-delivery', {
                date: formatCalendarDate(data.estimatedDeliveryDate, language),
              })}
            </Line>
          ) : null}
        </td>
        <td style={cell}>
          <Line isEnd>
            {data.price
              ? formatMoney(data.price.totalPrice, { currency: data.price.currency, locale: language })
              : '—'}
          </Line>
        </td>
        <td style={cell}>
          <RowActions shipment={shipment} busyKind={busyKind} {...handlers} />
        </td>
      </tr>
    );
  },
);
