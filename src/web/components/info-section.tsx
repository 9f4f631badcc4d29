import type { ReactNode } from 'react';

/** A titled block of an information page; the heading id names the section for screen readers. */
export function InfoSection({
  id,
  title,
  className = 'info-block',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function NumberedList({ items, className = 'numbered-list' }: { items: readonly string[]; className?: string }) {
  return (
    <ol className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  );
}
