/**
 * For Teachers (spec §2 /teacher: business value, edu, case; recruit): for teachers and study-room owners who teach
 * with Buddy English. One module; each route picks its page by name. The teacher site is an external menu link.
 */
import { FeatureGrid } from '@buddy/ui/feature-grid';
import { PageHero } from '@buddy/ui/page-hero';
import { StepList } from '@buddy/ui/step-list';
import { TeacherArt } from './art';
import { BrandPage, CallToAction, Section } from './brand-sections';
import { ICONS } from './icons';
import { CASES, EDU_COURSES, EDU_STEPS, VALUES } from './teacher-words';

export { RecruitPage } from './recruit-page';

const RECRUIT_CTA = { label: '교사 모집 안내', href: '/teacher/recruit' };

export function BusinessValuePage() {
  return (
    <BrandPage>
      <PageHero
        titleId="value-title"
        eyebrow="사업 안내 · 가치"
        title="아이 한 명 한 명의 성장을 함께 만드는 교실"
        lead={
          <p>
            버디잉글리시 선생님은 교재와 온라인 학습, 학습 기록을 한데 묶어 아이를 가르쳐요. 잘 짜인 커리큘럼
            위에서 선생님은 아이를 바라보는 일에 더 많은 시간을 쓸 수 있어요.
          </p>
        }
        illustration={<TeacherArt />}
      />
      <Section id="values" title="버디잉글리시와 함께하면">
        <FeatureGrid columns={2} items={VALUES} />
      </Section>
      <CallToAction
        id="value-cta"
        title="함께할 선생님을 기다려요"
        text="교사 모집 안내에서 지원 자격과 절차를 확인해 보세요."
        primary={RECRUIT_CTA}
        secondary={{ label: '선생님 교육 보기', href: '/teacher/business/edu' }}
      />
    </BrandPage>
  );
}

export function BusinessEduPage() {
  return (
    <BrandPage>
      <PageHero
        titleId="edu-title"
        eyebrow="사업 안내 · 교육"
        title="처음 시작하는 선생님도 든든하게"
        lead={
          <p>
            처음 수업을 여는 날까지, 그리고 그 뒤에도 계속. 입문 연수부터 정기 워크숍까지 선생님의 성장을 함께
            챙겨요.
          </p>
        }
        illustration={<TeacherArt />}
      />
      <Section id="edu-steps" title="선생님 교육은 이렇게 진행돼요">
        <StepList layout="cards" steps={EDU_STEPS} />
      </Section>
      <Section id="edu-courses" title="이런 교육을 받아요">
        <FeatureGrid
          columns={3}
          tone="muted"
          items={EDU_COURSES.map((course, index) => ({
            ...course,
            icon: [ICONS.school, ICONS.chart, ICONS.people][index],
          }))}
        />
      </Section>
      <CallToAction
        id="edu-cta"
        title="가르치는 즐거움을 함께 나눠요"
        text="지원 자격과 절차는 교사 모집 안내에서 확인할 수 있어요."
        primary={RECRUIT_CTA}
        secondary={{ label: '운영 사례 보기', href: '/teacher/business/case' }}
      />
    </BrandPage>
  );
}

export function BusinessCasePage() {
  return (
    <BrandPage>
      <PageHero
        titleId="case-title"
        eyebrow="사업 안내 · 사례"
        title="버디잉글리시 교실의 이야기"
        lead={
          <p>
            지역도, 교실의 크기도 다르지만 아이가 매일 영어를 만나는 모습은 같아요. 선생님들이 들려준 운영
            이야기를 정리했어요. 선생님과 교실이 드러나지 않도록 이름과 지역은 적지 않았어요.
          </p>
        }
        illustration={<TeacherArt />}
      />
      {CASES.map((story) => (
        <Section key={story.id} id={story.id} title={story.title} lead={story.place}>
          <dl className="m-0 grid gap-4 desktop:grid-cols-3">
            {story.parts.map((part) => (
              <div
                key={part.label}
                className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-5"
              >
                <dt className="text-base font-bold text-primary">{part.label}</dt>
                <dd className="m-0 text-base text-text">{part.text}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ))}
      <CallToAction
        id="case-cta"
        title="다음 이야기의 주인공이 되어 주세요"
        text="버디잉글리시와 함께 우리 동네 아이들의 영어 교실을 열어 보세요."
        primary={RECRUIT_CTA}
        secondary={{ label: '사업 가치 보기', href: '/teacher/business/value' }}
      />
    </BrandPage>
  );
}
