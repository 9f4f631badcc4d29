import type { ReactNode } from 'react';

interface ClickToLoadFrameProps {
  /** Address of the frame, requested only after the click. */
  src: string;
  title: string;
  buttonLabel: string;
  /** What stands in the frame's place until then (a poster, a notice). */
  children?: ReactNode;
  className?: string;
  allow?: string;
}

/**
 * A facade for third-party frames (maps, video players): nothing is requested from the other host
 * until the visitor presses the button, when the page script (enhance/frames.ts) puts the frame in
 * its place. Pages load fast and send no data elsewhere on arrival.
 */
export function ClickToLoadFrame({ src, title, buttonLabel, children, className, allow }: ClickToLoadFrameProps) {
  return (
    <div
      className={`frame-facade ratio ratio-16x9 ${className ?? ''}`}
      data-frame-src={src}
      data-frame-title={title}
      data-frame-allow={allow}
    >
      <button type="button" className="frame-facade-button">
        {children}
        <span className="frame-facade-play">{buttonLabel}</span>
      </button>
    </div>
  );
}
