import { useEffect, useRef } from 'react';

/**
 * Moves keyboard focus to the element when a flow of the panel appears, so that switching flows
 * does not leave focus on a button that no longer exists.
 */
export const useFocusOnMount = <T extends HTMLElement>() => {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
};
