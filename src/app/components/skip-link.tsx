import './skip-link.css';
import { useT } from '../lib/i18n';

/**
 * The first thing a keyboard reaches on every page: it jumps past the header and the navigation to
 * the element with id `main` (focusable with tabIndex -1). Out of sight until focused (WCAG 2.4.1).
 */
export function SkipLink() {
  const _ = useT();
  return (
    <a href="#main" className="argus-skip-link">
      {_('components.skipLink')}
    </a>
  );
}
