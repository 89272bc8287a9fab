import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockResponse, timeZoneAnswer, timeZonesSent } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fakeAnalyticsApi } from '../testing/fake-analytics-api.ts';

const ANALYTICS = '/private/analytics';
const serverError = {
  status: 500,
  body: { messages: [{ error_code: 'InternalError', message: 'error.internal' }] },
};

beforeEach(() => {
  // Only the clock is fixed: "yesterday" is 14 June 2026 for every test.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = async (name: string) => screen.findByRole('region', { name });

describe('analytics page: the gate', () => {
  it('shows the upgrade notice and empty placeholders while the feature needs a subscription, and asks for no figures', async () => {
    const api = fakeAnalyticsApi({ analytics: { source: 'subscription' } });
    await renderApp(ANALYTICS);

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByText('Analytics comes with a subscription')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/private/subscriptions');
    expect(screen.getByTestId('analytics-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Date range' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows the notice too when the client does not have the feature', async () => {
    fakeAnalyticsApi({ analytics: { enabled: false } });
    await renderApp(ANALYTICS);
    expect(await screen.findByText('Analytics comes with a subscription')).toBeInTheDocument();
  });
});

describe('analytics page: the charts', () => {
  it('shows the last 7 days ending yesterday: totals, money and names in the reader’s language', async () => {
    const api = fakeAnalyticsApi({ perDay: 2 });
    await renderApp(ANALYTICS);

    const shipments = await card('Shipments over time');
    expect(await within(shipments).findByText('Shipments in this period: 14')).toBeInTheDocument();
    const costs = await card('Total shipping cost over time');
    expect(await within(costs).findByText('Total cost in this period: €158.20')).toBeInTheDocument();
    const carriers = await card('Shipments by carrier');
    const gls = await within(carriers).findByRole('row', { name: /GLS/ });
    expect(within(gls).getByText('14')).toBeInTheDocument();
    expect(within(gls).getByText('100%')).toBeInTheDocument();
    expect(within(gls).getByText('€11.30')).toBeInTheDocument();
    const countries = await card('Shipments by destination country');
    expect(await within(countries).findByRole('rowheader', { name: 'France' })).toBeInTheDocument();
    const contents = await card('Shipments by content');
    expect(await within(contents).findByRole('rowheader', { name: 'books' })).toBeInTheDocument();
    expect(within(contents).getByRole('rowheader', { name: 'No description' })).toBeInTheDocument();
    const others = within(contents).getByRole('row', { name: /Others/ });
    expect(within(others).getByText('2.5%')).toBeInTheDocument();

    expect(new Set(api.calls.map((call) => call.chart))).toEqual(
      new Set(['shipments', 'costs', 'carriers', 'countries', 'contents']),
    );
    for (const call of api.calls) expect(call.range).toEqual({ from: '2026-06-08', to: '2026-06-14' });
  });

  it('asks again for the last 30 days when that preset is chosen', async () => {
    const api = fakeAnalyticsApi({ perDay: 1 });
    const user = userEvent.setup();
    await renderApp(ANALYTICS);
    const range = await screen.findByRole('radiogroup', { name: 'Date range' });
    await user.click(within(range).getByRole('radio', { name: 'Last 30 days' }));

    expect(
      await within(await card('Shipments over time')).findByText('Shipments in this period: 30'),
    ).toBeInTheDocument();
    expect(api.calls.at(-1)?.range).toEqual({ from: '2026-05-16', to: '2026-06-14' });
  });

  it('takes a custom range only within 90 days back and until yesterday', async () => {
    const api = fakeAnalyticsApi({ perDay: 1 });
    const user = userEvent.setup();
    await renderApp(ANALYTICS);
    const range = await screen.findByRole('radiogroup', { name: 'Date range' });
    await user.click(within(range).getByRole('radio', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveAttribute('min', '2026-03-17');
    expect(to).toHaveAttribute('max', '2026-06-14');

    await user.clear(from);
    await user.type(from, '2026-03-01');
    expect(await screen.findByText('Choose a start date no more than 90 days ago.')).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '2026-06-01');
    await user.clear(to);
    await user.type(to, '2026-06-10');

    expect(
      await within(await card('Shipments over time')).findByText('Shipments in this period: 10'),
    ).toBeInTheDocument();
    expect(api.calls.at(-1)?.range).toEqual({ from: '2026-06-01', to: '2026-06-10' });
  });
});

describe('analytics page: loading, empty and error states', () => {
  it('shows each chart loading while its figures are on their way', async () => {
    fakeAnalyticsApi({ isPending: true });
    await renderApp(ANALYTICS);
    const shipments = await card('Shipments over time');
    expect(within(shipments).getByRole('status')).toHaveTextContent('Loading');
  });

  it('shows the not-found picture when the range has no shipments', async () => {
    fakeAnalyticsApi({ perDay: 0 });
    await renderApp(ANALYTICS);
    for (const name of ['Shipments over time', 'Total shipping cost over time', 'Shipments by carrier'])
      expect(await within(await card(name)).findByText('No shipments in these days')).toBeInTheDocument();
  });

  it('shows the no-connection picture on a failed chart, and the chart after a retry', async () => {
    const api = fakeAnalyticsApi({ perDay: 1 });
    api.overrides.set('carriers', serverError);
    const user = userEvent.setup();
    await renderApp(ANALYTICS);

    const carriers = await card('Shipments by carrier');
    const alert = await within(carriers).findByRole('alert');
    expect(within(alert).getByText('No connection')).toBeInTheDocument();
    // The other charts do not fail with it.
    expect(
      await within(await card('Shipments over time')).findByText('Shipments in this period: 7'),
    ).toBeInTheDocument();
    api.overrides.delete('carriers');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(carriers).getByRole('row', { name: /GLS/ })).toBeInTheDocument());
  });
});

describe('analytics page: days in the reader’s time zone', () => {
  it('reports the browser’s time zone and asks for the figures only once the server has it', async () => {
    const api = fakeAnalyticsApi({ perDay: 1 });
    let answer: (response: MockResponse) => void = () => undefined;
    timeZoneAnswer.next = new Promise((resolve) => {
      answer = resolve;
    });
    // The chart chunk loaded beforehand, so charts not held back would ask for figures at once.
    await import('../components/analytics-charts.tsx');
    await renderApp(ANALYTICS);
    await waitFor(() =>
      expect(timeZonesSent).toEqual([{ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }]),
    );
    for (let flush = 0; flush < 5; flush += 1) await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: 'Shipments over time' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(api.calls).toEqual([]);

    answer({ status: 200, body: timeZonesSent[0] });
    expect(
      await within(await card('Shipments over time')).findByText('Shipments in this period: 7'),
    ).toBeInTheDocument();
    expect(timeZonesSent).toHaveLength(1);
  });

  it('shows the charts in UTC days when the server does not know the browser’s zone', async () => {
    fakeAnalyticsApi({ perDay: 1 });
    timeZoneAnswer.next = Promise.resolve({
      status: 400,
      body: {
        messages: [{ error_code: 'ValueNotAllowedField', message: 'your-account.error.time-zone-unknown' }],
      },
    });
    await renderApp(ANALYTICS);
    expect(
      await within(await card('Shipments over time')).findByText('Shipments in this period: 7'),
    ).toBeInTheDocument();
  });
});

describe('analytics page: the charts drawn at their real size', () => {
  // jsdom lays nothing out, so the chart library draws nothing; these sizes make it draw axes,
  // ticks and the tooltip as a browser does.
  const sizes = ['clientWidth', 'clientHeight', 'offsetWidth', 'offsetHeight'] as const;
  const originalRect = HTMLElement.prototype.getBoundingClientRect;
  // jsdom defines some of these sizes on HTMLElement itself: they are put back as they were, not deleted,
  // since later test files share this window.
  const originalSizes = sizes.map((size) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, size));
  beforeEach(() => {
    for (const size of sizes)
      Object.defineProperty(HTMLElement.prototype, size, {
        configurable: true,
        get: () => (size.endsWith('Width') ? 800 : 350),
      });
    HTMLElement.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 800, 350);
  });
  afterEach(() => {
    sizes.forEach((size, index) => {
      const original = originalSizes[index];
      if (original) Object.defineProperty(HTMLElement.prototype, size, original);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[size];
    });
    HTMLElement.prototype.getBoundingClientRect = originalRect;
  });

  it('draws every chart without an error and labels the days by the tick rule', async () => {
    fakeAnalyticsApi({ perDay: 2 });
    await renderApp(ANALYTICS);
    const shipments = await card('Shipments over time');
    expect(await within(shipments).findByText('Shipments in this period: 14')).toBeInTheDocument();
    // Seven days: a label on each (8 Jun … 14 Jun).
    await waitFor(() => expect(within(shipments).getByText('8 Jun')).toBeInTheDocument());
    expect(within(shipments).getByText('14 Jun')).toBeInTheDocument();
    expect(
      await within(await card('Shipments by content')).findByRole('rowheader', { name: 'Others' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
