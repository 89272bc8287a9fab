import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { signedInApi } from './shipments.ts';

/** A rectangle of a page in points, origin top-left. */
type PageArea = { left: number; top: number; width: number; height: number };

/**
 * The blocks of a 4x6 label page, as the server draws it (apps/server …/labels/draw-label.ts): who
 * sends it, whom it goes to, and the routing block a sorting centre reads.
 */
export const labelBlocks = {
  sender: { left: 0, top: 56, width: 190, height: 68 },
  shipTo: { left: 0, top: 124, width: 288, height: 104 },
  routing: { left: 0, top: 228, width: 206, height: 76 },
} as const satisfies Record<string, PageArea>;

/**
 * What poppler extracts from a PDF (all of it, or one area of its first page): the text a person, or a
 * carrier's scanner, reads on a label or a customs document. Every journey reads PDFs through this one.
 */
export const pdfText = (pdf: Buffer, area?: PageArea) => {
  const dir = mkdtempSync(join(tmpdir(), 'journey-label-'));
  try {
    const file = join(dir, 'label.pdf');
    writeFileSync(file, pdf);
    const crop = area
      ? [
          '-f',
          '1',
          '-l',
          '1',
          '-r',
          '72',
          '-x',
          area.left,
          '-y',
          area.top,
          '-W',
          area.width,
          '-H',
          area.height,
        ]
      : [];
    const result = spawnSync('pdftotext', [...crop.map(String), '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    return result.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/**
 * Waits for the carrier job to make a paid shipment's label, then prints it as a seller does from
 * the shipment's details (Print label, Print) and answers the PDF the print link opens.
 */
export const printLabel = async (page: Page, reference: string) => {
  const client = await signedInApi(page);
  await expect
    .poll(async () => (await client.get(`/shipments/${reference}`)).state, { timeout: 30_000 })
    .toMatch(/READY_TO_PRINT|READY_FOR_COLLECTION/);
  await page.goto(`/private/shipments/${reference}/details`);
  const actions = page.getByRole('complementary', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Print label' }).click();
  const dialog = page.getByRole('dialog', { name: 'Shipping label' });
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Print' }).click();
  await expect(dialog.getByText('Your label is ready to print.')).toBeVisible();
  const href = await dialog.getByTestId('label-link').getAttribute('href');
  await (await popup).close();
  const file = await page.request.get(href!);
  expect(file.headers()['content-type']).toContain('application/pdf');
  return file.body();
};
