import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { saveLanguage } from './update-user-language.ts';

afterEach(() => vi.unstubAllGlobals());

describe('saving a language', () => {
  it.each([
    ['en-GB', 'en_GB'],
    ['fr', 'fr'],
  ] as const)('sends %s to the user call and %s to the client call, user first', async (language, client) => {
    const api = mockApi({ 'PUT /user/language': { status: 200 }, 'PUT /client/language': { status: 200 } });
    await saveLanguage(language);
    expect(api.calls.map((call) => [call.path, call.body])).toEqual([
      ['/user/language', { language }],
      ['/client/language', { language: client }],
    ]);
  });

  it('fails when the client call fails, so the page is not reloaded half-saved', async () => {
    mockApi({ 'PUT /user/language': { status: 200 }, 'PUT /client/language': { status: 500 } });
    await expect(saveLanguage('de')).rejects.toThrow();
  });
});
