import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { aService } from '../../checkout/testing/checkout-fixtures.ts';
import { aDraftToComplete, fakePanelsApi } from '../testing/fake-panels-api.ts';

afterEach(() => vi.unstubAllGlobals());

/** A draft whose service no longer takes its parcels on its route, as the server marks it. */
const stranded = () => aDraftToComplete({ data: { serviceProblem: 'carrier.error.service-not-offered' } });

describe('a draft whose service cannot carry it', () => {
  it('shows a badge in its list row that says why and what to do', async () => {
    fakePanelsApi({ shipment: stranded(), services: [aService()] });
    await renderApp('/private/shipments/all');
    const row = await screen.findByRole('row', { name: /SD26PANEL/ });
    const badge = within(row).getByTestId('service-problem-badge');
    expect(badge).toHaveTextContent(
      'Service unavailable: This service does not take these parcels on this route. Choose another service to buy it.',
    );
    // Readable: dark red words on no fill (a light badge given a shade fills itself with that red).
    expect(badge.style.getPropertyValue('--badge-bg')).toBe('transparent');
    expect(badge.style.getPropertyValue('--badge-color')).toBe('var(--mantine-color-red-9)');
  });

  it('shows no badge for a draft whose service serves it', async () => {
    fakePanelsApi({ shipment: aDraftToComplete(), services: [aService()] });
    await renderApp('/private/shipments/all');
    const row = await screen.findByRole('row', { name: /SD26PANEL/ });
    expect(within(row).queryByTestId('service-problem-badge')).not.toBeInTheDocument();
  });

  it('says so in its other side panels, with the way to the service choice', async () => {
    fakePanelsApi({ shipment: stranded(), services: [aService({ name: 'SEUR Standard' })] });
    const user = userEvent.setup();
    await renderApp('/private/shipments/all');
    const row = await screen.findByRole('row', { name: /SD26PANEL/ });
    await user.click(within(row).getByRole('button', { name: /^Edit recipient/ }));
    const recipient = await screen.findByRole('dialog', { name: 'Recipient' });
    const notice = await within(recipient).findByRole('alert', { name: /can no longer carry this shipment/ });
    expect(notice).toHaveTextContent('This service does not take these parcels on this route.');

    await user.click(within(notice).getByRole('button', { name: 'Choose another service' }));
    const services = await screen.findByRole('dialog', { name: 'Services' });
    // There the choice is right below the notice, which offers no button of its own.
    const again = await within(services).findByRole('alert', { name: /can no longer carry this shipment/ });
    expect(within(again).queryByRole('button')).not.toBeInTheDocument();
    expect(await within(services).findByRole('radio', { name: /SEUR Standard/ })).toBeInTheDocument();
  });
});
