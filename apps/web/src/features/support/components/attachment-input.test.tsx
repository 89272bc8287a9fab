import { MantineProvider } from '@mantine/core';
import { EventType } from '@shipdeck/domain/events/event-types';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { dispatchRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { AttachmentInput } from './attachment-input.tsx';

beforeAll(async () => {
  await initI18n('en-GB');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const UPLOADED = { uploadId: 'upload-1', id: 'upload-1', fileName: 'goods.png' };

/** The upload's answer, held until `answer()` so a test can order it against the event. */
const stubUpload = () => {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await answered;
      return new Response(JSON.stringify(UPLOADED), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { answer };
};

const confirm = (uploadId: string) =>
  act(() =>
    dispatchRealtimeEvent(
      {
        id: '1',
        type: EventType.SupportAttachmentUploaded,
        payload: { uploadId, id: uploadId },
        createdAt: '',
      },
      new QueryClient(),
    ),
  );

const renderInput = () => {
  const onChange = vi.fn();
  const onPendingChange = vi.fn();
  const view = render(
    <MantineProvider>
      <AttachmentInput
        label="Photo of the goods"
        value={null}
        onChange={onChange}
        onPendingChange={onPendingChange}
      />
    </MantineProvider>,
  );
  const choose = () =>
    fireEvent.change(view.container.querySelector('input[type="file"]')!, {
      target: {
        files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'goods.png', { type: 'image/png' })],
      },
    });
  return { onChange, onPendingChange, choose };
};

const button = () => screen.getByRole('button', { name: 'Photo of the goods: Choose file' });

describe('an attachment upload', () => {
  it('stays pending after the answer until its confirmation event arrives', async () => {
    const upload = stubUpload();
    const input = renderInput();
    input.choose();
    upload.answer();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(button()).toHaveAttribute('data-loading', 'true');
    expect(input.onChange).not.toHaveBeenCalled();
    confirm('another-upload');
    expect(input.onChange).not.toHaveBeenCalled();
    confirm(UPLOADED.uploadId);
    await waitFor(() => expect(input.onChange).toHaveBeenCalledWith(UPLOADED));
    expect(input.onPendingChange).toHaveBeenLastCalledWith(false);
  });

  it('takes a confirmation that overtook the upload’s answer', async () => {
    const upload = stubUpload();
    const input = renderInput();
    input.choose();
    confirm(UPLOADED.uploadId);
    upload.answer();
    await waitFor(() => expect(input.onChange).toHaveBeenCalledWith(UPLOADED));
  });

  it('fails when no confirmation comes within 10 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const upload = stubUpload();
    const input = renderInput();
    input.choose();
    upload.answer();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_999);
    });
    expect(screen.queryByText('The attachment could not be uploaded.')).toBeNull();
    expect(button()).toHaveAttribute('data-loading', 'true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText(/could not be uploaded/)).toBeInTheDocument();
    expect(input.onChange).not.toHaveBeenCalled();
    expect(input.onPendingChange).toHaveBeenLastCalledWith(false);
  });
});
