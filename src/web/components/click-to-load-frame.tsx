import { useState, type ReactNode } from 'react';

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
 * until the visitor asks for it, so pages load fast and send no data elsewhere on arrival.
 */
export function ClickToLoadFrame({ src, title, buttonLabel, children, className, allow }: ClickToLoadFrameProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={`frame-facade ratio ratio-16x9 ${className ?? ''}`}>
      {loaded ? (
        <iframe
          src={src}
          title={title}
          allow={allow}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="frame-facade-button" onClick={() => setLoaded(true)}>
          {children}
          <span className="frame-facade-play">{buttonLabel}</span>
        </button>
      )}
    </div>
  );
}
