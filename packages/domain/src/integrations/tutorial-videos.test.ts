import { describe, expect, it } from 'vitest';
import { FALLBACK_POSTER, tutorialVideoOf } from './tutorial-videos.ts';

const CDN = 'https://videos.example.net/guides';

describe('tutorial videos of the integrations', () => {
  it.each([
    [null, 'shopify', 'en-GB'],
    ['', 'shopify', 'es'],
  ])('shows none without a video CDN (%j)', (baseUrl, alias, language) => {
    expect(tutorialVideoOf({ alias, baseUrl, language })).toBeNull();
  });

  it.each([
    ['shopify', 'es', ['es', 'en']],
    ['woocommerce', 'en-GB', ['en']],
    ['prestashop', 'pt-BR', ['pt', 'en']],
    ['etsy', 'TR', ['tr', 'en']],
  ])('%s in %s: subtitles in the language, then English', (alias, language, expected) => {
    const video = tutorialVideoOf({ alias, baseUrl: CDN, language })!;
    expect(video.subtitles.map((track) => track.language)).toEqual(expected);
    expect(video.subtitles[0]!.src).toBe(`${CDN}/${alias}/subtitles.${expected[0]}.vtt`);
  });

  it.each([
    [CDN, `${CDN}/shopify`],
    [`${CDN}/`, `${CDN}/shopify`],
    [`${CDN}//`, `${CDN}/shopify`],
  ])('from %s: the MP4 first, then the WebM; the CDN poster, then the app’s own', (baseUrl, folder) => {
    const video = tutorialVideoOf({ alias: 'shopify', baseUrl, language: 'fr' })!;
    expect(video.sources).toEqual([
      { src: `${folder}/tutorial.mp4`, type: 'video/mp4' },
      { src: `${folder}/tutorial.webm`, type: 'video/webm' },
    ]);
    expect(video.posters).toEqual([`${folder}/poster.jpg`, FALLBACK_POSTER]);
  });

  it('keeps an odd alias inside its own folder', () => {
    const video = tutorialVideoOf({ alias: '../admin?x', baseUrl: CDN, language: 'en' })!;
    expect(video.sources[0]!.src).toBe(`${CDN}/..%2Fadmin%3Fx/tutorial.mp4`);
  });
});
