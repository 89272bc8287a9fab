import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The first render of a test file loads lazy route chunks, which takes longer than the default 1 s.
configure({ asyncUtilTimeout: 8000 });

// Mantine reads these browser APIs, which jsdom does not implement.
const matchMediaStub = (query: string): MediaQueryList =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaStub });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });

Element.prototype.scrollIntoView = () => {};

// A React warning (an update outside act, a missing key, an invalid prop) or any console.error is a
// bug the test found: it fails the test that logged it, with what was logged.
let consoleErrors: string[] = [];
let consoleErrorSpy: ReturnType<typeof vi.spyOn> | null = null;
beforeEach(() => {
  consoleErrors = [];
  consoleErrorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
  });
});

afterEach(() => {
  cleanup();
  // Toasts live in a store of the module, not of the rendered tree: one left by a test would show
  // again in the next test's render.
  notifications.clean();
  const logged = consoleErrors;
  consoleErrors = [];
  consoleErrorSpy?.mockRestore();
  consoleErrorSpy = null;
  if (logged.length > 0)
    throw new Error(`console.error was called ${logged.length} time(s):\n${logged.join('\n---\n')}`);
  window.localStorage.clear();
  window.sessionStorage.clear();
});
