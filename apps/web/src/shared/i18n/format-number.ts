/** Minor units to the UI language's money text ("€12.50", "12,50 €"). */
export const formatMoney = (minor: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);

/** A percentage such as a VAT rate in the UI language ("21%", "21 %", "%21"). */
export const formatPercent = (percentage: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percentage / 100);
