import { DisplayStatus } from '@shipdeck/domain/shipments/shipment-states';

/**
 * SPEC-DECISIONS: one distinct colour of our palette per display status, defined once. The badge
 * draws its text in shade 9 on the light tint, which keeps the contrast above 4.5:1 for all of them.
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
