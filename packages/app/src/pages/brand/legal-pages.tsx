/**
 * The footer's policies (spec §1): /services/terms (이용약관) and /services/privacy (개인정보처리방침). One module; each
 * route picks its page by name. A table of contents jumps to each article.
 */
import { MascotFigure } from '@buddy/ui/mascot';
import { PageHero } from '@buddy/ui/page-hero';
import { TableOfContents } from '@buddy/ui/table-of-contents';
import { BrandPage } from './brand-sections';
import type { LegalBlock, LegalDocument } from './legal-types';
import { PRIVACY } from './privacy-text';
import { TERMS } from './terms-text';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@buddy/ui/table';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p className="text-base text-text">{block}</p>;
  if ('list' in block) {
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List
        className={
          block.ordered
            ? 'm-0 flex list-decimal flex-col gap-2 pl-6 text-base text-text'
            : 'm-0 flex list-disc flex-col gap-2 pl-6 text-base text-text'
        }
      >
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    );
  }
  const { caption, head, rows } = block.table;
  return (
    // A wide table scrolls sideways inside its own box on a phone; the box is focusable so a keyboard can scroll it.
    <div
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-border"
    >
      <Table className="min-w-[20rem] bg-surface text-left text-base">
        <TableCaption>{caption}</TableCaption>
        <TableHeader className="bg-surface-muted">
          <TableRow look="plain">
            {head.map((cell) => (
              <TableHead key={cell} className="px-4 py-3 font-bold text-text">
                {cell}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(([first, ...rest]) => (
            <TableRow key={first} look="plain" className="border-t border-border align-top">
              <TableHead scope="row" className="px-4 py-3 font-semibold text-text">
                {first}
              </TableHead>
              {rest.map((cell) => (
                <TableCell key={cell} className="px-4 py-3 text-text">
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <BrandPage>
      <PageHero
        tone="plain"
        titleId="legal-title"
        eyebrow={`시행일 ${doc.effective}`}
        title={doc.title}
        lead={<p>{doc.lead}</p>}
      />
      {doc.forChildren ? (
        <aside
          aria-labelledby="legal-children"
          className="flex flex-col gap-4 rounded-lg bg-primary-soft p-6 min-[600px]:flex-row min-[600px]:items-start"
        >
          <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="size-16 shrink-0">
            <MascotFigure pose="happy" />
          </svg>
          <div className="flex flex-col gap-2">
            <h2 id="legal-children" className="text-xl font-bold text-text">
              {doc.forChildren.title}
            </h2>
            <ul className="m-0 flex list-disc flex-col gap-1 pl-5 text-lg text-text">
              {doc.forChildren.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        </aside>
      ) : null}
      <TableOfContents
        label="목차"
        numbered={false}
        items={doc.articles.map((article) => ({ id: article.id, label: article.title }))}
      />
      <div className="flex flex-col gap-10">
        {doc.articles.map((article) => (
          <section
            key={article.id}
            id={article.id}
            aria-labelledby={`${article.id}-title`}
            className="flex scroll-mt-6 flex-col gap-3"
          >
            <h2 id={`${article.id}-title`} className="text-xl font-bold text-text desktop:text-2xl">
              {article.title}
            </h2>
            {article.body.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
      </div>
    </BrandPage>
  );
}

export function TermsPage() {
  return <LegalPage doc={TERMS} />;
}

export function PrivacyPage() {
  return <LegalPage doc={PRIVACY} />;
}
