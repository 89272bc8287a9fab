/** The account `npm run seed` creates to hold the largest share of generated shipments. */
export const BENCH_EMAIL = 'bench@shipdeck.local';
export const BENCH_PASSWORD = 'Bench-Shipdeck-2026!';
