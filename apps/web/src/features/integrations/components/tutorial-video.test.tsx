import type { Integration } from '@shipdeck/domain/integrations/integration.schema';
import { INTEGRATION_CATALOGUE } from '@shipdeck/domain/integrations/integration-catalogue';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const CDN = 'https://videos.example.net/guides';

const catalogue = () => ({
  integrations: INTEGRATION_CATALOGUE.map(
    (entry) =>
      ({
        ...entry,
        fields: entry.fields.map((field) => ({
          ...field,
          options: field.options ? [...field.options] : undefined,
        })),
        isConnected: false,
        configuration: null,
      }) as Integration,
  ),
});

const openShopifyGuide = async (baseUrl: string | null, language = 'en-GB') => {
  const base = buildInit();
  mockApi({
    'GET /init': {
      status: 200,
      body: {
        ...base,
        user: { ...base.user, language },
        capabilities: { ...base.capabilities, connectToEshop: true },
        tutorialVideos: { baseUrl },
      },
    },
    'GET /integrations': { status: 200, body: catalogue() },
  });
  const user = userEvent.setup();
  await renderApp('/private/settings/integrations');
  const card = await screen.findByRole('article', { name: 'Shopify' });
  await user.click(within(card).getByRole('button'));
  return { user, panel: await screen.findByRole('dialog', { name: 'Shopify' }) };
};

const srcOf = (element: Element | null) => element?.getAttribute('src');

describe("an integration's tutorial video", () => {
  it('shows the poster first and plays the MP4, then the WebM, with subtitles in the language of the page', async () => {
    const { user, panel } = await openShopifyGuide(CDN);
    const play = within(panel).getByRole('button', { name: 'Play the tutorial video: Shopify' });
    expect(srcOf(play.querySelector('img'))).toBe(`${CDN}/shopify_module/poster.jpg`);
    // Nothing of the video is fetched before the seller asks for it.
    expect(panel.querySelector('video')).toBeNull();
    await user.click(play);
    const video = panel.querySelector('video')!;
    expect([...video.querySelectorAll('source')].map(srcOf)).toEqual([
      `${CDN}/shopify_module/tutorial.mp4`,
      `${CDN}/shopify_module/tutorial.webm`,
    ]);
    expect(srcOf(video.querySelector('track'))).toBe(`${CDN}/shopify_module/subtitles.en.vtt`);
    // The written steps stay beside it.
    expect(within(panel).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it("falls back to the app's own poster when the CDN's does not load", async () => {
    const { panel } = await openShopifyGuide(CDN);
    const poster = within(panel)
      .getByRole('button', { name: 'Play the tutorial video: Shopify' })
      .querySelector('img')!;
    fireEvent.error(poster);
    expect(srcOf(poster)).toBe('/tutorial-poster.svg');
  });

  it('falls back to English subtitles when those of the language do not load', async () => {
    const { user, panel } = await openShopifyGuide(CDN, 'es');
    await user.click(within(panel).getByRole('button', { name: /Shopify/ }));
    const track = () => panel.querySelector('track')!;
    expect(srcOf(track())).toBe(`${CDN}/shopify_module/subtitles.es.vtt`);
    fireEvent.error(track());
    expect(srcOf(track())).toBe(`${CDN}/shopify_module/subtitles.en.vtt`);
  });

  it('says so when no source of the video loads, and keeps the written steps', async () => {
    const { user, panel } = await openShopifyGuide(CDN);
    await user.click(within(panel).getByRole('button', { name: 'Play the tutorial video: Shopify' }));
    const sources = panel.querySelectorAll('source');
    fireEvent.error(sources[0]!);
    expect(panel.querySelector('video')).not.toBeNull();
    fireEvent.error(sources[1]!);
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'The tutorial video could not be loaded',
    );
    expect(panel.querySelector('video')).toBeNull();
    expect(within(panel).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('shows no video without a video CDN', async () => {
    const { panel } = await openShopifyGuide(null);
    expect(within(panel).queryByRole('button', { name: /tutorial video/ })).toBeNull();
    expect(panel.querySelector('video, img')).toBeNull();
  });
});
