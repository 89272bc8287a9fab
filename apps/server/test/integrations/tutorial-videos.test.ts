import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';

const CDN = 'https://videos.example.net/guides';

const sourcesOf = (csp: string, directive: string) =>
  new RegExp(`${directive} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? [];

describe("the integrations' tutorial videos", async () => {
  const plain = await buildTestApp();
  const withVideos = await buildTestApp({ TUTORIAL_VIDEOS_URL: CDN });

  it("tells the browser the operator's video CDN and lets the page load its videos, posters and subtitles", async () => {
    const seller = await signUp(withVideos);
    const init = await withVideos.inject({ method: 'GET', url: '/api/v1/init', headers: seller.headers });
    expect(init.statusCode, init.body).toBe(200);
    expect(init.json().tutorialVideos).toEqual({ baseUrl: CDN });
    const csp = String(init.headers['content-security-policy']);
    expect(sourcesOf(csp, 'media-src')).toEqual(["'self'", 'https://videos.example.net']);
    expect(sourcesOf(csp, 'img-src')).toContain('https://videos.example.net');
  });

  it('without a video CDN, says so and lets media come from the app alone', async () => {
    const seller = await signUp(plain);
    const init = await plain.inject({ method: 'GET', url: '/api/v1/init', headers: seller.headers });
    expect(init.json().tutorialVideos).toEqual({ baseUrl: null });
    expect(sourcesOf(String(init.headers['content-security-policy']), 'media-src')).toEqual(["'self'"]);
  });

  it.each([
    ['a script address', 'javascript:alert(1)'],
    ['no address at all', 'videos/guides'],
  ])('refuses to start with %s as video CDN', (_case, url) => {
    expect(() => loadConfig({ TUTORIAL_VIDEOS_URL: url })).toThrow(/TUTORIAL_VIDEOS_URL/);
  });
});
