import { describe, expect, it } from 'vitest';
import { archiveSettingsRequestSchema } from './archive-settings.schema.ts';

describe('archive settings request', () => {
  it.each([
    [{ delivered: 'ONEWEEK', draft: 'NEVER' }, true],
    [{ delivered: 'MONTH', draft: 'TWOWEEKS' }, true],
    [{ delivered: 'ONEWEEK' }, false],
    [{ draft: 'NEVER' }, false],
    [{ delivered: 'YEAR', draft: 'NEVER' }, false],
    [{ delivered: 'NEVER', draft: 'NEVER', extra: 1 }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(archiveSettingsRequestSchema.safeParse(body).success).toBe(valid);
  });
});
