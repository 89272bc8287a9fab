/** Values several carrier files share. Kept small: each carrier's file should read on its own. */
export const MAIN_ORIGINS = ['ES', 'FR', 'DE', 'IT', 'BE', 'NL', 'PT', 'GB', 'AT', 'PL'];
export const BANDS_30 = [1, 2, 5, 10, 20, 30];
export const BANDS_70 = [1, 2, 5, 10, 20, 30, 50, 70];
export const BANDS_20 = [1, 2, 5, 10, 20];
export const OFFICE_HOURS: [string, string] = ['09:00', '18:00'];
export const SHOP_HOURS: [string, string] = ['09:00', '20:00'];
/** Cover bought on top of the base cover, priced by the declared value covered. */
export const INSURANCE_TIERS = [
  { coverage: 10000, price: 150 },
  { coverage: 50000, price: 490 },
  { coverage: 100000, price: 990 },
  { coverage: 300000, price: 2490 },
];
export const INSURANCE_TIERS_LOW = [
  { coverage: 5000, price: 120 },
  { coverage: 20000, price: 390 },
  { coverage: 50000, price: 790 },
];
export const transit = (hours: number, guaranteed = false) => ({ hours, guaranteed });
/** Pick-up point networks of one carrier group reach these countries. */
export const PUDO_EUROPE = ['ES', 'FR', 'DE', 'IT', 'BE', 'NL', 'PT', 'AT', 'PL', 'LU'];
