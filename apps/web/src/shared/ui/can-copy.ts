/** Whether this browser lets a page write to the clipboard (not on plain-HTTP origins nor older browsers). */
export const canCopyToClipboard = () =>
  typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';
