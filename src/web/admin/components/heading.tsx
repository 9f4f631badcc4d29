import { createContext, useContext, useId, type ReactNode } from 'react';

const LevelContext = createContext<2 | 3>(2);

/**
 * A heading at the level of its place: h2 on a one-section screen, h3 inside a titled section;
 * `sub` goes one level deeper (a form inside a card).
 */
export function Heading({ children, id, sub = false }: { children: ReactNode; id?: string; sub?: boolean }) {
  const level = useContext(LevelContext) + (sub ? 1 : 0);
  const Tag = level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
  return (
    <Tag id={id} className="h5 mb-3">
      {children}
    </Tag>
  );
}

/** One section of a screen; titled only when a screen holds several (guide files plus articles). */
export function SectionFrame({ title, children }: { title: string | null; children: ReactNode }) {
  const id = useId();
  if (!title) return <div className="admin-section">{children}</div>;
  return (
    <section className="admin-section" aria-labelledby={id}>
      <h2 id={id} className="h4 mb-3">
        {title}
      </h2>
      <LevelContext.Provider value={3}>{children}</LevelContext.Provider>
    </section>
  );
}
