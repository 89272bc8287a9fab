import { z } from 'zod';

/** 32 bytes written in standard base64, as `openssl rand -base64 32` prints them. */
export const isAes256Key = (value: string) =>
  /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32;

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** postgres://… selects PostgreSQL; unset means embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** Connections each process's query pool may open on PostgreSQL (the job queue has 4 more, events 1). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Other origins the browser app is served from (comma-separated, e.g. `https://app.example.com`);
   * the event socket refuses pages of any origin but these, PUBLIC_URL's and the host it is reached on.
   */
  APP_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().transform((url) => new URL(url).origin))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Shipdeck <no-reply@shipdeck.local>'),
  /** Speeds up sandbox time (tracking progress, cut-off clocks) so a demo moves in minutes. */
  SANDBOX_TIME_SCALE: z.coerce.number().positive().default(1),
  /** Lets the debug tools appear when the browser asks with ft=DM. */
  DEBUG_TOOLS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Set behind a reverse proxy (e.g. `true`, or a hop count) so client addresses come from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Registrations one caller address may make in an hour (sign-up bots); each creates a client. */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /**
   * Password hashes (argon2, on libuv's small thread pool) computed at once, and how many may wait;
   * past that a sign-in or registration answers 429 at once instead of slowing every other request.
   */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  /**
   * Bearer token a Prometheus scrape of /metrics must send (`Authorization: Bearer …`). Unset, /metrics
   * is open in demo mode and refused in production mode.
   */
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  /** Requests one API key may make a minute (per process); past it 429 with Retry-After. */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * The AES-256 key (32 random bytes, base64: `openssl rand -base64 32`) that seals API keys at rest so the
   * settings page can show a client its key again. Unset in demo mode, one is generated once under
   * DATA_DIR (see generated-secrets.ts); production mode refuses to start without it. Every process of
   * one database needs the same value.
   */
  API_KEY_ENCRYPTION_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .refine(isAes256Key, 'API_KEY_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)')
      .optional(),
  ),
  /**
   * The AES-256 key-encryption key (32 random bytes, base64: `openssl rand -base64 32`) that wraps the
   * per-row data keys sealing own carrier contract credentials and shop integration data (ADR 0023). Unset in demo mode, one is
   * generated once under DATA_DIR; production mode refuses to start without it. Every process of one
   * database needs the same value; lost, registered contracts and connected shops must be entered again.
   */
  CONTRACT_CREDENTIALS_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .refine(isAes256Key, 'CONTRACT_CREDENTIALS_KEY must be 32 bytes in base64 (openssl rand -base64 32)')
      .optional(),
  ),
  /**
   * Worker threads that draw PDFs (label sheets, customs documents), so a large batch never holds up the
   * requests of others; 0 draws them on the main thread. One leaves the other core of a small machine to
   * the server.
   */
  PDF_THREADS: z.coerce.number().int().min(0).max(32).default(1),
  /**
   * Map tiles for the drop-off point maps: an `https://…/{z}/{x}/{y}.png` address of a tile server the
   * operator may use (their own, or a provider's with its key in the address). Unset, the maps draw the
   * points in their relative positions without a background.
   */
  MAP_TILE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({ protocol: /^https?$/ })
      .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
        message: 'MAP_TILE_URL must contain {z}, {x} and {y}',
      })
      .optional(),
  ),
  /**
   * The operator's video CDN for the integrations' tutorial videos (`https://…/guides`): each one under
   * `<alias>/tutorial.mp4` (or `.webm`), `<alias>/poster.jpg` and `<alias>/subtitles.<language>.vtt`, the
   * subtitles served with CORS. Unset, the integrations show their written guides without a video.
   */
  TUTORIAL_VIDEOS_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/ }).optional(),
  ),
  /** The credit the tile server's terms ask for, shown under each map (e.g. "© OpenStreetMap contributors"). */
  MAP_ATTRIBUTION: z.string().default(''),
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * A running job stays its worker's this many seconds past the worker's last heartbeat; after that
   * (the process died) any process retries it. Short enough that no paid shipment waits long for labels.
   */
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Lets webhooks go to private, loopback and link-local addresses, and over plain http: for tests and a
   * demo with a receiver on the same machine only. Off, such addresses are refused at save and at send,
   * DNS answers included (ADR 0017). Production mode refuses it like a sandbox part.
   */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * `demo` (the default, what `npm start` runs): built-in sandbox carriers, payments, SMS and mail with
   * their magic values, and the demo account. `production`: refuses to start while any of those is in
   * use, unless ALLOW_SANDBOX_IN_PRODUCTION says so (a staging server).
   */
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  ALLOW_SANDBOX_IN_PRODUCTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Seeds the demo account; on by default in demo mode only. */
  DEMO_SEED: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

const withModeDefaults = (config: z.infer<typeof configSchema>) => ({
  ...config,
  DEMO_SEED: config.DEMO_SEED ?? config.APP_MODE === 'demo',
});

export type AppConfig = ReturnType<typeof withModeDefaults>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  return withModeDefaults(parsed.data);
};

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  // Test files sign many sellers up from one address.
  ...loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
    // A fixed key for tests only; never a default anywhere else.
    API_KEY_ENCRYPTION_KEY: 'dGVzdC1vbmx5LWFwaS1rZXktZW5jcnlwdGlvbi1rZXk=',
    CONTRACT_CREDENTIALS_KEY: 'dGVzdC1vbmx5LWNvbnRyYWN0LWNyZWRlbnRpYWxzLWs=',
  }),
  ...overrides,
});
