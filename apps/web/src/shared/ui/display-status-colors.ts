import { DisplayStatus } from '@shipdeck/domain/shipments/shipment-states';

/**
 * One distinct colour of our palette per display status, defined once. The status
 * badge draws darkened shade 9 text on shade 0, above 4.5:1 for each of them (axe-checked).
 */
export const DISPLAY_STATUS_COLORS: Record<DisplayStatus, string> = {
  [DisplayStatus.Draft]: 'gray',
  [DisplayStatus.ReadyToPurchase]: 'blue',
  [DisplayStatus.Processing]: 'violet',
  [DisplayStatus.ReadyForShipping]: 'cyan',
  [DisplayStatus.InTransit]: 'indigo',
  [DisplayStatus.OutForDelivery]: 'teal',
  [DisplayStatus.Delivered]: 'green',
  [DisplayStatus.Incident]: 'orange',
  [DisplayStatus.ReturnedToSender]: 'grape',
  [DisplayStatus.Canceled]: 'red',
};

export const displayStatusColor = (status: string) =>
  DISPLAY_STATUS_COLORS[status as DisplayStatus] ?? 'gray';
