import { useCallback, useEffect, useRef, useState } from 'react';

const keyOf = (step: string, reference: string) => `shipdeck.checkout.${step}.${reference}`;

const read = <T>(key: string): T | null => {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
};

type Stored<T> = { version: string; snapshot: T };

/**
 * What a seller typed on a checkout step and has not saved yet, kept for the browser tab's session:
 * leaving the step (back, another page, a reload) and coming back finds every field as it was. The
 * step forgets it once it has saved the draft, which from then on holds the values. It is kept for one
 * version of the draft: a draft changed elsewhere since (a side panel, another tab) opens as saved.
 */
export const useStepMemory = <T>(step: string, draft: { reference: string; version: string }) => {
  const key = keyOf(step, draft.reference);
  const [remembered] = useState(() => {
    const stored = read<Stored<T>>(key);
    return stored?.version === draft.version ? stored.snapshot : null;
  });
  const isForgotten = useRef(false);
  const remember = useCallback(
    (snapshot: T) => {
      if (isForgotten.current) return;
      try {
        sessionStorage.setItem(key, JSON.stringify({ version: draft.version, snapshot } satisfies Stored<T>));
      } catch {
        // A full or disabled storage only loses the convenience, never the step.
      }
    },
    [key, draft.version],
  );
  const forget = useCallback(() => {
    isForgotten.current = true;
    sessionStorage.removeItem(key);
  }, [key]);
  return { remembered, remember, forget };
};

/** Writes the snapshot whenever one of its values changes. */
export const useRememberEach = <T extends Record<string, unknown>>(
  remember: (snapshot: T) => void,
  snapshot: T,
) => {
  // The snapshot's text is its identity: a new object with the same values writes nothing.
  const text = JSON.stringify(snapshot);
  useEffect(() => remember(JSON.parse(text) as T), [text, remember]);
};
