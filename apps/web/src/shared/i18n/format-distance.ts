/**
 * A ground distance in the reader's language and units as they write them: "350 m", "1.2 km",
 * "1,2 km". Metres under a kilometre, kilometres to one decimal beyond.
 */
export const formatDistance = (metres: number, language: string) =>
  metres < 1000
    ? new Intl.NumberFormat(language, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(
        metres,
      )
    : new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(
        metres / 1000,
      );
