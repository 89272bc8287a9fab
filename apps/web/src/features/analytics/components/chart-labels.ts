import { formatMoney } from '@shipdeck/domain/money/money';
import { useTranslation } from 'react-i18next';

/** How the charts write days, countries, contents, counts and money in the reader's language. */
export const useChartLabels = () => {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  // Days are calendar days: written in UTC so no time zone moves them.
  const dayFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const numberFormat = new Intl.NumberFormat(locale);
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    day: (day: string) => dayFormat.format(Date.parse(`${day}T00:00:00Z`)),
    country: (code: string) => (code ? (regions.of(code) ?? code) : t('analytics.unknown-country')),
    content: (content: string) => content || t('analytics.no-content'),
    carrier: (carrier: string) => carrier || t('analytics.unknown-carrier'),
    count: (value: number) => numberFormat.format(value),
    percent: (percentage: number) => percentFormat.format(percentage / 100),
    money: (amount: number, currency: string) => formatMoney(amount, { currency, locale }),
    others: t('analytics.others'),
  };
};

export type ChartLabels = ReturnType<typeof useChartLabels>;
