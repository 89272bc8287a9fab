import { EventType } from '@shipdeck/domain/events/event-types';
import { LABEL_FORMATS, type LabelMergeReady } from '@shipdeck/domain/shipments/post-sale.schema';
import { z } from 'zod';
import { defineJob, defineJobKind } from '../../platform/jobs/job-definition.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import { createLabelsFile } from './get-labels.ts';
import type { ShipmentsDependencies } from './shipments-dependencies.ts';

/** Renders many shipments' labels in the background; the label-merge-ready event brings the file. */
export const mergeLabelsJob = defineJobKind({
  id: 'shipments.labels.merge',
  version: 1,
  schema: z.object({
    clientId: z.string().uuid(),
    requestId: z.string().uuid(),
    references: z.array(z.string()).min(1).max(500),
    format: z.enum(LABEL_FORMATS),
  }),
});

/** The job's handler, given where the customs figures printed on the labels come from. */
export const defineMergeLabelsJob = ({
  carriers,
  findDeclaredGoods,
  findShipmentExtras,
}: Pick<ShipmentsDependencies, 'carriers' | 'findDeclaredGoods' | 'findShipmentExtras'>) =>
  defineJob({
    ...mergeLabelsJob,
    options: { retryLimit: 0, pollingIntervalMs: 250 },
    handler: async (payload, dependencies) => {
      let result: LabelMergeReady;
      try {
        const file = await createLabelsFile(dependencies, {
          ...payload,
          carriers,
          disposition: 'inline',
          findDeclaredGoods,
          findShipmentExtras,
        });
        result = {
          requestId: payload.requestId,
          references: payload.references,
          url_label: file.url,
          status: 200,
        };
      } catch (error) {
        dependencies.log.warn({ err: error, requestId: payload.requestId }, 'label merge failed');
        const status = (error as { status?: number }).status ?? 500;
        result = { requestId: payload.requestId, references: payload.references, url_label: null, status };
      }
      await dependencies.db.transaction((tx) =>
        publishEvent(tx, { clientId: payload.clientId, type: EventType.LabelMergeReady, payload: result }),
      );
    },
  });
