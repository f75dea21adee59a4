import { useCallback, useState } from 'react';

/**
 * Whether a sideways-scrolling box has more to show past its right edge: the table's sticky actions
 * column casts a shadow only then (data-table.css), so a table that fits shows none. A ref callback
 * (with React 19's cleanup), so a box that appears later (after an error's Retry) is watched too.
 */
export function useMoreToTheRight<E extends HTMLElement>() {
  const [more, setMore] = useState(false);
  const ref = useCallback((box: E | null) => {
    if (!box) return;
    const measure = () => setMore(box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
    measure();
    // The box and what it holds: rows arriving, a column growing, the window narrowing.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, []);
  return { ref, more };
}
