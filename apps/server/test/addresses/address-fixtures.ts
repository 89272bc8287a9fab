/** A complete Spanish sender address as the forms send it. */
export const madridWarehouse = (overrides: Record<string, unknown> = {}) => ({
  alias: 'Madrid store',
  firstName: 'Lucía',
  lastName: 'García',
  company: 'Tienda Lucía',
  email: 'lucia@example.es',
  phone: '612 34 56 78',
  street1: 'Calle Mayor 1',
  street2: null,
  alpha2Code: 'ES',
  zipCode: '28013',
  city: 'Madrid',
  state: 'Madrid',
  ...overrides,
});

/** A complete French recipient address. */
export const parisRecipient = (overrides: Record<string, unknown> = {}) => ({
  alias: 'Luc in Paris',
  firstName: 'Luc',
  lastName: 'Martin',
  email: 'luc@example.fr',
  phone: '06 12 34 56 78',
  street1: '10 Rue de Rivoli',
  alpha2Code: 'FR',
  zipCode: '75001',
  city: 'Paris',
  ...overrides,
});

/** Runs the requests all at once, as ten browser tabs would. */
export const inParallel = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));
