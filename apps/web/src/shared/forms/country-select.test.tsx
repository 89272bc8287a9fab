import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, initI18n } from '../i18n/i18n.ts';
import { CountrySelect } from './country-select.tsx';

afterEach(async () => {
  await applyLanguage('en-GB');
});

const Form = () => {
  const [country, setCountry] = useState<string | null>(null);
  return (
    <>
      <CountrySelect label="Destination country" value={country} onChange={setCountry} />
      <output>{country ?? 'none'}</output>
    </>
  );
};

const renderCountrySelect = async (language: 'en-GB' | 'de' | 'tr' = 'en-GB') => {
  await initI18n(language);
  render(
    <MantineProvider>
      <Form />
    </MantineProvider>,
  );
  return screen.getByRole('combobox', { name: 'Destination country' });
};

const listedCountries = () =>
  // Mantine's dropdown keeps its transition styles in jsdom, so the list counts as hidden.
  within(screen.getByRole('listbox', { hidden: true }))
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);

describe('country input', () => {
  it('lists what the country search finds, prefix matches first, and picks by keyboard', async () => {
    const user = userEvent.setup();
    const input = await renderCountrySelect();
    await user.click(input);
    await user.type(input, 'Tur');
    await waitFor(() => expect(listedCountries().slice(0, 2)).toEqual(['Türkiye', 'Turkmenistan']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('TM');
    expect(input).toHaveValue('Turkmenistan');
  });

  it('highlights the best match so Enter picks it, and Escape closes the list', async () => {
    const user = userEvent.setup();
    const input = await renderCountrySelect();
    await user.click(input);
    await user.type(input, 'holland');
    await waitFor(() => expect(listedCountries()[0]).toBe('Netherlands'));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('NL');
    await user.clear(input);
    await user.type(input, 'usa');
    await waitFor(() => expect(listedCountries()[0]).toBe('United States'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByRole('status')).toHaveTextContent('NL');
  });

  it('shows names in the UI language and finds an alias typed in another', async () => {
    const user = userEvent.setup();
    const input = await renderCountrySelect('de');
    await user.click(input);
    await user.type(input, 'england');
    await waitFor(() => expect(listedCountries()[0]).toBe('Vereinigtes Königreich'));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('GB');
  });

  it('says so when no country matches', async () => {
    const user = userEvent.setup();
    const input = await renderCountrySelect();
    await user.click(input);
    await user.type(input, 'qqq');
    expect(await screen.findByText('No country matches')).toBeInTheDocument();
  });
});
