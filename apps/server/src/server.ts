import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TENANT_ID } from '@shipdeck/domain/tenants/tenants';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedDemoAccount } from './modules/identity-seed/index.ts';
import { seedDemoShipments } from './modules/shipments/index.ts';
import { embeddedDataDirOf, openConfiguredDatabase } from './platform/db/database.ts';
import { startFromTemplate } from './platform/db/embedded-backup.ts';
import { migrate } from './platform/db/migrate.ts';
import { modeBanner, startupRefusal } from './platform/runtime-mode.ts';
import { withGeneratedSecrets } from './platform/secrets/generated-secrets.ts';
import { configurePdfWorkers } from './platform/workers/pdf-pool.ts';
import { configuredProviders } from './providers/configured-providers.ts';

const here = dirname(fileURLToPath(import.meta.url));
const loadedConfig = loadConfig();
const providers = configuredProviders();
const providerIdentifiers = {
  carriers: providers.carriers.identifier,
  payments: providers.gateway.identifier,
  sms: providers.sms.identifier,
};
const refusal = startupRefusal(loadedConfig, providerIdentifiers);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
const config = (() => {
  try {
    return withGeneratedSecrets(loadedConfig);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
await configurePdfWorkers({ threads: config.PDF_THREADS });
// Built, the server has the migrated template of a new embedded database beside it (build.mjs).
if (!config.DATABASE_URL) {
  await startFromTemplate({
    dataDir: embeddedDataDirOf(config.DATA_DIR),
    template: resolve(here, 'embedded-template.tar.gz'),
  });
}
const database = await openConfiguredDatabase(config);
await migrate(database);
const demoAccount = config.DEMO_SEED ? await seedDemoAccount(database) : undefined;
if (demoAccount) await seedDemoShipments(database, { tenantId: DEFAULT_TENANT_ID, email: demoAccount.email });

const app = await buildApp({ config, database, providers, webRoot: resolve(here, '../../web/dist') });

let isClosing = false;
const shutdown = async (signal: string) => {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // app.close waits for in-flight requests and runs every onClose hook (jobs released, sockets closed).
  const timer = setTimeout(() => process.exit(1), 15_000);
  timer.unref();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ port: config.PORT, host: config.HOST });
const publicUrl = config.PUBLIC_URL ?? address.replace('127.0.0.1', 'localhost');
app.log.info({ url: publicUrl }, 'listening');
console.log(`Shipdeck is running at ${publicUrl}`);
console.log(modeBanner(config, providerIdentifiers));
if (demoAccount) console.log(`Demo account: ${demoAccount.email} / ${demoAccount.password}`);
