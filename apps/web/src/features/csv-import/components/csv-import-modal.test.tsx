import { MantineProvider } from '@mantine/core';
import type { CsvImportResult } from '@shipdeck/domain/csv-import/csv-import.schema';
import { EventType } from '@shipdeck/domain/events/event-types';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { dispatchRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { CsvImportModal } from './csv-import-modal.tsx';

beforeAll(async () => {
  await initI18n('en-GB');
});
afterEach(() => vi.unstubAllGlobals());

const IMPORT_ID = '00000000-0000-4000-8000-000000000001';

const api = () =>
  mockApi({
    'GET /shipments/imports/upload-url': {
      status: 200,
      body: { uploadUrl: '/api/v1/shipments/imports/uploads/u1', downloadUrl: '/api/v1/files/u1.csv' },
    },
    'PUT /shipments/imports/uploads/u1': { status: 204 },
    'POST /shipments/imports': { status: 202, body: { importId: IMPORT_ID } },
    'POST /shipments/insure': {
      status: 200,
      body: { SD1: { insured: true, coverage: 1000 }, SD2: { insured: true, coverage: 500 } },
    },
  });

const ended = (payload: Partial<CsvImportResult>) =>
  act(() =>
    dispatchRealtimeEvent(
      {
        id: '1',
        type: EventType.ImportEnded,
        createdAt: '',
        payload: {
          importId: IMPORT_ID,
          status: 'DONE',
          shipmentReferences: [],
          alreadyImported: 0,
          invalidRows: 0,
          errors: [],
          invalidRowsUrl: null,
          error: null,
          ...payload,
        },
      },
      new QueryClient(),
    ),
  );

const openModal = () => {
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <CsvImportModal opened onClose={onClose} />
    </MantineProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Import shipments from CSV' }) };
};

const csv = (size: number) => new File([new Uint8Array(size).fill(65)], 'orders.csv', { type: 'text/csv' });
const fileInput = (dialog: HTMLElement) => dialog.querySelector('input[type="file"]') as HTMLInputElement;

describe('CSV import modal', () => {
  it('refuses a large file before upload, then imports one: count, row errors, bad rows, insurance', async () => {
    const calls = api().calls;
    const user = userEvent.setup();
    const { dialog, onClose } = openModal();
    expect(within(dialog).getByRole('link', { name: 'Download the template' })).toHaveAttribute(
      'href',
      '/api/v1/shipments/imports/template.csv',
    );

    await user.upload(fileInput(dialog), csv(500_001));
    expect(
      await within(dialog).findByText('The file is larger than 500 000 bytes. Split it into smaller files.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.upload(fileInput(dialog), csv(100));
    expect(await within(dialog).findByText('Importing your shipments…')).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/shipments/imports'));
    expect(calls.find((call) => call.path === '/shipments/imports')?.body).toEqual({
      url: '/api/v1/files/u1.csv',
      source: 'csv',
    });

    ended({
      shipmentReferences: ['SD1', 'SD2'],
      invalidRows: 1,
      errors: [{ row: 3, column: 'recipient_zip', messageKey: 'form.error.postcode-invalid' }],
      invalidRowsUrl: '/api/v1/files/bad.csv',
    });
    expect(
      await within(dialog).findByText('2 shipments imported', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Rows that could not be imported' });
    expect(
      within(table).getByRole('row', { name: /3 recipient_zip This postcode does not exist/ }),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Download the rows to fix (CSV)' })).toHaveAttribute(
      'href',
      '/api/v1/files/bad.csv',
    );
    expect(within(dialog).getByRole('checkbox', { name: /Protect the imported shipments/ })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Protect and close' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/shipments/insure')?.body).toEqual({
      references: ['SD1', 'SD2'],
      option: 'PLATFORM_INSURANCE',
    });
  });

  it('shows the general error when the import ends with one', async () => {
    api();
    const user = userEvent.setup();
    const { dialog } = openModal();
    await user.upload(fileInput(dialog), csv(100));
    await within(dialog).findByText('Importing your shipments…');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    ended({ status: 'FAILED', error: 'csv-import.error.no-columns' });
    expect(
      await within(dialog).findByText('No known column in the first line. Start from the template.'),
    ).toBeInTheDocument();
  });
});
