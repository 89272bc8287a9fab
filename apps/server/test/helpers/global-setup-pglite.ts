import { setupTemplate } from './template-setup.ts';

export default () => setupTemplate('pglite');
