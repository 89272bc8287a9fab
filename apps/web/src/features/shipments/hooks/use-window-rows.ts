import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

export type RowRange = { start: number; end: number };

/**
 * Which rows of a list of fixed-height rows are on screen while the page (the window) scrolls, plus
 * `overscan` rows either side: only those are rendered, so thousands of loaded rows stay smooth. A
 * dozen lines instead of a virtualization library, because every row has the same height.
 * The first frame draws only the rows on screen, so a seller sees them sooner; the overscan follows
 * in the next frame.
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
  const [isFirstFrame, setFirstFrame] = useState(true);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFirstFrame(false));
    return () => cancelAnimationFrame(frame);
  }, []);
  const margin = isFirstFrame ? 0 : overscan;
  // Before the list's place on the page is known, the rows a window's height holds.
  const [range, setRange] = useState<RowRange>(() => ({
    start: 0,
    end: Math.min(count, Math.ceil(window.innerHeight / rowHeight)),
  }));
  useLayoutEffect(() => {
    const update = () => {
      const top = bodyRef.current?.getBoundingClientRect().top ?? 0;
      const start = Math.max(0, Math.floor(-top / rowHeight) - margin);
      const end = Math.max(
        start,
        Math.min(count, Math.ceil((window.innerHeight - top) / rowHeight) + margin),
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
  }, [count, rowHeight, margin, bodyRef]);
  return range;
};
