/** /introduce/programs/{buddy,rnl}/{id}: one page for every program, drawn from the table in programs.ts. */
import type { ComponentType } from 'react';
import { Button } from '@buddy/ui/button';
import { FeatureGrid } from '@buddy/ui/feature-grid';
import { Link } from '@buddy/ui/link';
import { PageHero } from '@buddy/ui/page-hero';
import { StepList } from '@buddy/ui/step-list';
import { ProgramArt } from './art';
import { BrandPage, CallToAction, Facts, LEVEL_TEST, Section } from './brand-sections';
import { ICONS } from './icons';
import { FAMILY_LABEL, PROGRAMS, programPath, type Program } from './programs';

const FEATURE_ICONS = [ICONS.sound, ICONS.star, ICONS.chart];

function experiencePath(program: Program): string {
  return program.family === 'buddy' ? '/experience/eb' : '/experience/rnl';
}

export function ProgramPage({ program }: { program: Program }) {
  const others = PROGRAMS.filter((other) => other.id !== program.id);
  return (
    <BrandPage course={program.course}>
      <PageHero
        tone="course"
        titleId="program-title"
        eyebrow={`${FAMILY_LABEL[program.family]} · ${program.code}`}
        title={
          <>
            <span className="block text-xl font-bold text-course-strong desktop:text-2xl">
              {program.name}
            </span>{' '}
            {program.title}
          </>
        }
        lead={<p>{program.lead}</p>}
        illustration={<ProgramArt program={program} />}
        actions={
          <>
            <Button asChild size="lg" variant="course">
              <Link variant="plain" href={LEVEL_TEST.href}>
                {LEVEL_TEST.label}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link variant="plain" href={experiencePath(program)}>
                {program.family === 'buddy' ? '버디 체험하기' : 'RnL 체험하기'}
              </Link>
            </Button>
            {program.id === 'prime' ? (
              <Button asChild size="lg" variant="outline">
                <Link variant="plain" href="/primeSample">
                  프라임 맛보기
                </Link>
              </Button>
            ) : null}
          </>
        }
      />

      <Section id="program-facts" title="한눈에 보기">
        <Facts facts={program.facts} />
      </Section>

      <Section id="program-features" title={`${program.name}, 이런 점이 좋아요`}>
        <FeatureGrid
          columns={3}
          items={program.features.map((feature, index) => ({ ...feature, icon: FEATURE_ICONS[index] }))}
        />
      </Section>

      <Section
        id="program-week"
        title="이렇게 공부해요"
        lead="학습 흐름의 예시예요. 아이의 단계와 학습 일정에 따라 조금씩 달라질 수 있어요."
      >
        <StepList layout="cards" steps={program.week} />
      </Section>

      <Section id="program-others" title="다른 프로그램도 살펴보세요">
        <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
          {others.map((other) => (
            <li key={other.id} data-course={other.course}>
              <Link
                variant="plain"
                href={programPath(other)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-border bg-surface px-4 font-semibold text-text hover:border-course hover:text-course-strong"
              >
                <span aria-hidden="true" className="size-3 rounded-full bg-course" />
                {other.name}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        id="program-cta"
        title="어느 프로그램이 맞을지 고민된다면"
        text="레벨 테스트를 보면 아이의 지금 실력에 맞는 프로그램과 시작 단계를 안내해 드려요."
        secondary={{ label: '가까운 지점 찾기', href: '/services/branch' }}
      />
    </BrandPage>
  );
}

/** A program's page as a component of its own (the routes pick them by id); an id not in the table is a mistake. */
export function programPage(id: string): ComponentType {
  const program = PROGRAMS.find((candidate) => candidate.id === id);
  if (!program) throw new Error(`no program ${id}`);
  const Page = () => <ProgramPage program={program} />;
  Page.displayName = `ProgramPage(${id})`;
  return Page;
}
