import type { RecipientValues } from '@shipdeck/domain/addresses/address.schema';
import { canAddRecipient } from '@shipdeck/domain/addresses/address-limits';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { createRecipient, recipientKeys, useRecipientBookSize } from '../../addresses/index.ts';

/**
 * The checkout's "add to the address book": an entry is saved once, so Next pressed again after the step
 * failed later on (the draft's save) does not add it a second time; a full book offers no saving at all.
 */
export const useAddToBook = () => {
  const queryClient = useQueryClient();
  const bookSize = useRecipientBookSize();
  const savedRef = useRef<string | null>(null);
  const isBookFull = bookSize !== undefined && !canAddRecipient(bookSize);

  const saveOnce = async (entry: RecipientValues) => {
    const key = JSON.stringify(entry);
    if (savedRef.current === key) return;
    await createRecipient(entry);
    savedRef.current = key;
    void queryClient.invalidateQueries({ queryKey: recipientKeys.all });
  };

  return { isBookFull, saveOnce };
};
