import { notifications } from '@mantine/notifications';

/** Toasts (Mantine notifications). Messages are already translated by the caller. */
export const showSuccessToast = (message: string, title?: string) =>
  // Success toasts last 3 s.
  notifications.show({ message, title, color: 'green', withBorder: true, autoClose: 3000 });

export const showErrorToast = (message: string, title?: string) =>
  notifications.show({ message, title, color: 'red', withBorder: true, autoClose: 8000 });

export const showInfoToast = (message: string, title?: string) =>
  notifications.show({ message, title, withBorder: true });
