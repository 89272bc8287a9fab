/** The identity-seed module's door: other code reaches it only through what is exported here. */
export { seedDemoAccount } from './seed-demo-account.ts';
