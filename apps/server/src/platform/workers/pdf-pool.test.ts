import { afterEach, describe, expect, it } from 'vitest';
import { sampleLabels } from '../../providers/carriers/labels/sample-labels.ts';
import { pageSizes, pdfText } from '../../providers/carriers/labels/testing/pdf-inspection.ts';
import { closePdfWorkers, configurePdfWorkers, renderPdf } from './pdf-pool.ts';

const labelsTask = (count: number) =>
  ({ kind: 'labels', input: { labels: sampleLabels(count), format: 'COMBINED_A4' } }) as const;

describe('PDF worker threads', () => {
  afterEach(closePdfWorkers);

  it('draw on a worker thread the same label sheets as the calling thread', async () => {
    await configurePdfWorkers({ threads: 1 });
    const offThread = await renderPdf(labelsTask(6));
    await configurePdfWorkers({ threads: 0 });
    const onThread = await renderPdf(labelsTask(6));
    expect(pdfText(offThread)).toBe(pdfText(onThread));
    expect(await pageSizes(offThread)).toEqual(await pageSizes(onThread));
    expect((await pageSizes(offThread)).length).toBe(2);
  });

  it('still refuse an empty label list with the error the API names', async () => {
    await configurePdfWorkers({ threads: 1 });
    await expect(renderPdf(labelsTask(0))).rejects.toMatchObject({
      code: 'MustNotBeEmptyField',
      field: 'labels',
    });
  });
});
