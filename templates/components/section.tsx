import type { ReactNode } from 'react';

/** A page section: one heading, one short paragraph, then the proof. */
export function Section({ id, tinted, children, labelledBy }: { id?: string; tinted?: boolean; children: ReactNode; labelledBy?: string }) {
  return (
    <section id={id} className={tinted ? 'section section--tinted' : 'section'} aria-labelledby={labelledBy}>
      <div className="container">{children}</div>
    </section>
  );
}

export function SectionHeader({
  id,
  title,
  subtitle,
  center = true,
  level = 2,
}: {
  id?: string;
  title: string;
  subtitle?: string;
  center?: boolean;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={center ? 'section__header section__header--center' : 'section__header'}>
      <Heading id={id}>{title}</Heading>
      {subtitle ? <p>{subtitle}</p> : null}
    </header>
  );
}

export function PageHero({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <div className="page-hero">
      <div className="container">
        <h1>{title}</h1>
        <p>{subtitle}</p>
        {children}
      </div>
    </div>
  );
}
