import { SAMPLE_DELIVERY_DAYS_AHEAD } from '../branded-emails.schema.ts';

/** The delivery date the previews show: three days after today, as YYYY-MM-DD. */
export const sampleDeliveryDate = (today: Date): string => {
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  date.setUTCDate(date.getUTCDate() + SAMPLE_DELIVERY_DAYS_AHEAD);
  return date.toISOString().slice(0, 10);
};
