import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderPhonePanel } from '../testing/render-phone-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const sent: MockResponse = { status: 200, body: { verificationResult: 'sent', nextRetryInMs: 60_000 } };
const fail = (status: number, error_code: string, message: string, extra: object = {}): MockResponse => ({
  status,
  body: { messages: [{ error_code, message, ...extra }] },
});

const panel = () => screen.findByRole('dialog', { name: 'Verify your phone' });
const digits = (dialog: HTMLElement) =>
  [1, 2, 3, 4, 5].map((position) => within(dialog).getByRole('textbox', { name: `Digit ${position} of 5` }));

const sendCode = async (user: ReturnType<typeof userEvent.setup>) => {
  const dialog = await panel();
  expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toHaveValue('+34600000012');
  await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
  await within(dialog).findByText('Enter the 5-digit code we sent to +34600000012.');
  return dialog;
};

describe('phone verification panel', () => {
  it('confirms the phone, takes one digit per box with focus moving forward, and shows success', async () => {
    const api = mockApi({
      'POST /phone-verification/send': sent,
      'POST /phone-verification/verify': { status: 200, body: { verified: true } },
    });
    const user = userEvent.setup();
    const { onVerified, onClose } = await renderPhonePanel();
    const dialog = await sendCode(user);
    const boxes = digits(dialog);
    await user.click(boxes[0]!);
    await user.keyboard('1');
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('2345');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await within(dialog).findByText('Phone verified')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/phone-verification/send')?.body).toEqual({
      phone_number: '+34600000012',
      locale: 'en-GB',
    });
    expect(api.calls.find((call) => call.path === '/phone-verification/verify')?.body).toEqual({
      phone_number: '+34600000012',
      otp_code: '12345',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(onVerified).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks for all 5 digits before calling the server (incorrect OTP)', async () => {
    const api = mockApi({ 'POST /phone-verification/send': sent });
    const user = userEvent.setup();
    await renderPhonePanel();
    const dialog = await sendCode(user);
    await user.click(digits(dialog)[0]!);
    await user.keyboard('123');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Enter the 5 digits of the code')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/phone-verification/verify')).toBe(false);
  });

  it('a wrong code is a toast and the seller stays on the code step', async () => {
    mockApi({
      'POST /phone-verification/send': sent,
      'POST /phone-verification/verify': fail(422, 'InvalidOTP', 'phone-verification.error.invalid-otp'),
    });
    const user = userEvent.setup();
    await renderPhonePanel();
    const dialog = await sendCode(user);
    await user.click(digits(dialog)[0]!);
    await user.keyboard('99999');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not correct')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 5' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert', { name: /could not verify/ })).toBeNull();
  });

  it('an invalid number is a toast and the seller stays on the phone step', async () => {
    mockApi({
      'POST /phone-verification/send': fail(
        422,
        'InvalidPhoneNumber',
        'phone-verification.error.invalid-phone',
      ),
    });
    const user = userEvent.setup();
    await renderPhonePanel('+34 12');
    const dialog = await panel();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The phone number is not valid')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
  });

  it('a cooldown is the error view with the time to wait in minutes and seconds; try again goes back', async () => {
    mockApi({
      'POST /phone-verification/send': sent,
      'POST /phone-verification/verify': fail(429, 'CooldownActive', 'phone-verification.error.cooldown', {
        remainingMs: 545_000,
      }),
    });
    const user = userEvent.setup();
    await renderPhonePanel();
    const dialog = await sendCode(user);
    await user.click(digits(dialog)[0]!);
    await user.keyboard('11111');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(
      await within(dialog).findByText('Too many attempts. Try again in 9 min 05 s.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
  });

  it('any other failure is the error view', async () => {
    mockApi({
      'POST /phone-verification/send': fail(500, 'InternalError', 'error.internal'),
    });
    const user = userEvent.setup();
    await renderPhonePanel();
    const dialog = await panel();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('We could not verify your phone')).toBeInTheDocument();
  });

  it('counts the resend cooldown down in seconds under a minute, then offers a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockApi({
        'POST /phone-verification/send': {
          status: 200,
          body: { verificationResult: 'sent', nextRetryInMs: 3_000 },
        },
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderPhonePanel();
      const dialog = await sendCode(user);
      expect(within(dialog).getByRole('button', { name: 'New code in 3 s' })).toBeDisabled();
      await vi.advanceTimersByTimeAsync(3_100);
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Send a new code' })).toBeEnabled(),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('a blocked send says how long to wait, in minutes and seconds', async () => {
    mockApi({
      'POST /phone-verification/send': {
        status: 200,
        body: { verificationResult: 'blocked', nextRetryInMs: 65_000 },
      },
    });
    const user = userEvent.setup();
    await renderPhonePanel();
    const dialog = await sendCode(user);
    expect(
      within(dialog).getByText('A code was sent recently. You can ask for a new one in 1 min 05 s.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'New code in 1 min 05 s' })).toBeDisabled();
  });
});
