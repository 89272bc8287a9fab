/** Digits of a one-time code sent by SMS. */
export const OTP_LENGTH = 5;

/**
 * A resend cooldown as the phone panel shows it: minutes and seconds ("1 min 05 s"), or seconds
 * alone under a minute ("45 s"). Rounded up, so "0 s" is never shown while still waiting.
 */
export const cooldownParts = (ms: number): { minutes: number; seconds: number } => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
};
