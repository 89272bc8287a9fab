const SIGNATURES: ReadonlyArray<[contentType: string, signature: number[]]> = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/**
 * What a ticket attachment is, read from its first bytes rather than its name (jpg, jpeg, gif,
 * png, pdf): a text file renamed .pdf is refused. Null for anything else.
 */
export const attachmentTypeOf = (bytes: Uint8Array): string | null =>
  SIGNATURES.find(
    ([, signature]) =>
      bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte),
  )?.[0] ?? null;

/** The file extensions the picker offers. */
export const ATTACHMENT_ACCEPT = '.jpg,.jpeg,.gif,.png,.pdf,image/jpeg,image/gif,image/png,application/pdf';
