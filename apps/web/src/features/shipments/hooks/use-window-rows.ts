import { type RefObject, useLayoutEffect, useState } from 'react';

export type RowRange = { start: number; end: number };

/**
 * Which rows of a list of fixed-height rows are on screen while the page (the window) scrolls, plus
 * `overscan` rows either side: only those are rendered, so thousands of loaded rows stay smooth. A
 * dozen lines instead of a virtualization library, because every row has the same height.
 */
export const useWindowRows = ({
  count,
  rowHeight,
  overscan,
  bodyRef,
}: {
  count: number;
  rowHeight: number;
  overscan: number;
  bodyRef: RefObject<HTMLElement | null>;
}): RowRange => {
  // Before the list's place on the page is known, the rows a window's height holds (and the overscan).
  const [range, setRange] = useState<RowRange>(() => ({
    start: 0,
    end: Math.min(count, Math.ceil(window.innerHeight / rowHeight) + overscan),
  }));
  useLayoutEffect(() => {
    const update = () => {
      const top = bodyRef.current?.getBoundingClientRect().top ?? 0;
      const start = Math.max(0, Math.floor(-top / rowHeight) - overscan);
      const end = Math.max(
        start,
        Math.min(count, Math.ceil((window.innerHeight - top) / rowHeight) + overscan),
      );
      setRange((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [count, rowHeight, overscan, bodyRef]);
  return range;
};
