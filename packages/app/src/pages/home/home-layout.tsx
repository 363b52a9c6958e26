/** What the home page's sections share: the site-wide container and a section heading. */
export const container = 'mx-auto w-full max-w-(--width-site) px-5';

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
}) {
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <p className="font-kid text-base font-bold tracking-wide text-primary">{eyebrow}</p>
      <h2 id={id} className="text-2xl font-bold text-text desktop:text-3xl">
        {title}
      </h2>
      {lead ? <p className="max-w-2xl text-base text-muted">{lead}</p> : null}
    </div>
  );
}
