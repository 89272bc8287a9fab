import { EventType } from '@shipdeck/domain/events/event-types';
import { SUPPORT_UPLOAD_CONFIRMATION_MS } from '@shipdeck/domain/support/support.schema';
import { onRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';

/** Upload ids whose event came before anyone waited for it (the event can overtake the upload's answer). */
const confirmed = new Set<string>();
const waiting = new Map<string, () => void>();
let listeners = 0;
let stopListening: (() => void) | null = null;

const confirm = (uploadId: string) => {
  const resolve = waiting.get(uploadId);
  if (resolve) resolve();
  else confirmed.add(uploadId);
};

/**
 * Listens for the server's upload confirmations while some attachment field is on screen; answers the
 * function that stops (the last one to stop ends the subscription).
 */
export const listenForAttachmentConfirmations = () => {
  listeners += 1;
  stopListening ??= onRealtimeEvent(EventType.SupportAttachmentUploaded, (event) => {
    const uploadId = (event.payload as { uploadId?: unknown } | null)?.uploadId;
    if (typeof uploadId === 'string') confirm(uploadId);
  });
  return () => {
    listeners -= 1;
    if (listeners > 0) return;
    stopListening?.();
    stopListening = null;
    confirmed.clear();
  };
};

export class UploadNotConfirmedError extends Error {}

/** Resolves when the upload's confirmation event arrives (or arrived); fails after `timeoutMs`. */
export const waitForAttachmentConfirmation = (uploadId: string, timeoutMs = SUPPORT_UPLOAD_CONFIRMATION_MS) =>
  new Promise<void>((resolve, reject) => {
    if (confirmed.delete(uploadId)) {
      resolve();
      return;
    }
    const timer = setTimeout(() => {
      waiting.delete(uploadId);
      reject(new UploadNotConfirmedError(uploadId));
    }, timeoutMs);
    waiting.set(uploadId, () => {
      clearTimeout(timer);
      waiting.delete(uploadId);
      resolve();
    });
  });
