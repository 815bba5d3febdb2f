import { useLayoutEffect, useRef, useState } from 'react';
import { TierIcon } from '../../shared/ui/icons.tsx';
import { tierIconCount } from './tier-icons.ts';

/** A row of the tier's icon filling the width: one per 24 px, recounted when the width changes. */
export function TierIcons({ tier }: { tier: 'express' | 'won' | 'done' }) {
  const row = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(1);
  useLayoutEffect(() => {
    const element = row.current;
    if (element === null) return;
    const measure = () => setCount(tierIconCount(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={row} className={`tier-icons tier-icons--${tier}`} aria-hidden="true" data-count={count}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="tier-icons__icon">
          <TierIcon tier={tier} />
        </span>
      ))}
    </div>
  );
}
