import { csvRow } from '@shipdeck/domain/csv/csv-cell';
import { CSV_IMPORT_COLUMNS } from '@shipdeck/domain/csv-import/rules/csv-row';

/** The import template: the columns, in order (docs/csv-import.md says what each holds). */
export const CSV_TEMPLATE = `\uFEFF${csvRow([...CSV_IMPORT_COLUMNS])}`;

/** A sample file a seller can import as it is: three orders to France, Spain and Germany. */
export const CSV_SAMPLE =
  CSV_TEMPLATE +
  [
    [
      'SAMPLE-1001',
      'Zoé',
      'Dupont',
      '',
      'zoe.dupont@example.com',
      '+33 6 12 34 56 78',
      '12 rue de la Paix',
      '',
      'Paris',
      '',
      '75002',
      'FR',
      '1.2',
      '30',
      '20',
      '10',
      'Books',
      '25.00',
      'Please leave the parcel with the concierge.',
    ],
    [
      'SAMPLE-1002',
      'Íñigo',
      'Martínez',
      'Tienda Sol',
      'inigo@example.com',
      '+34 612 345 678',
      'Calle Mayor 5',
      '2º B',
      'Madrid',
      '',
      '28013',
      'ES',
      '0.5',
      '20',
      '15',
      '5',
      'T-shirt',
      '19.90',
      '',
    ],
    [
      'SAMPLE-1003',
      'Jürgen',
      'Groß',
      '',
      'juergen@example.com',
      '+49 30 1234567',
      'Hauptstraße 1',
      '',
      'Berlin',
      '',
      '10115',
      'DE',
      '3',
      '40',
      '30',
      '20',
      'Kitchen scale, "Pro" model',
      '49.00',
      '',
    ],
  ]
    .map((cells) => csvRow(cells))
    .join('');
