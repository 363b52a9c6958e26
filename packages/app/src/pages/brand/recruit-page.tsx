/** /teacher/recruit (교사 모집): who we are looking for, what we offer, how to apply (on the external teacher site). */
import { Button } from '@buddy/ui/button';
import { FeatureGrid } from '@buddy/ui/feature-grid';
import { Link } from '@buddy/ui/link';
import { PageHero } from '@buddy/ui/page-hero';
import { StepList } from '@buddy/ui/step-list';
import { TeacherArt } from './art';
import { BrandPage, Section } from './brand-sections';
import { ICONS } from './icons';

/** The teacher site of the brand menu (For Teachers › 교사 전용 사이트), where applications are taken. */
const TEACHER_SITE = 'https://teacher.buddy-english.example/';

const WANTED = [
  '아이들과 함께하는 시간을 즐기는 분',
  '영어 교육 경험이 있거나, 초등 영어를 가르칠 수 있는 영어 실력을 갖춘 분',
  '집이나 교습소에서 꾸준히 수업할 공간과 시간을 마련할 수 있는 분',
  '입문 연수(2일)와 수업 실습(1주)에 참여할 수 있는 분',
];

const OFFERS = [
  {
    title: '체계적인 연수',
    text: '입문 연수부터 첫 수업 코칭까지 본사와 지점이 함께해요.',
    icon: ICONS.school,
  },
  { title: '수업 자료와 교재', text: '교재, 수업 안내서, 학부모 설명회 자료를 제공해요.', icon: ICONS.book },
  {
    title: '학습 관리 도구',
    text: '교사 전용 사이트에서 아이들의 학습 기록을 한눈에 봐요.',
    icon: ICONS.chart,
  },
];

const PROCESS = [
  { title: '지원서 작성', text: '교사 전용 사이트에서 지원서를 작성해요.', meta: '온라인' },
  { title: '상담과 면접', text: '가까운 지점 담당자가 연락드려 상담과 면접 일정을 잡아요.', meta: '1~2주' },
  { title: '연수와 실습', text: '입문 연수와 수업 실습으로 수업을 준비해요.', meta: '약 2주' },
  { title: '수업 시작', text: '첫 달은 코칭을 받으며 수업을 시작해요.', meta: '코칭 1개월' },
];

export function RecruitPage() {
  return (
    <BrandPage>
      <PageHero
        titleId="recruit-title"
        eyebrow="교사 모집"
        title="우리 동네 아이들의 영어 선생님이 되어 주세요"
        lead={
          <p>
            버디잉글리시는 아이들의 첫 영어를 따뜻하게 이끌어 줄 선생님을 찾고 있어요. 경력이 길지 않아도
            괜찮아요. 연수와 코칭으로 함께 준비해요.
          </p>
        }
        illustration={<TeacherArt />}
      />

      <Section id="recruit-wanted" title="이런 분을 찾아요">
        <ul className="m-0 grid list-none gap-3 p-0 min-[600px]:grid-cols-2">
          {WANTED.map((item) => (
            <li key={item} className="flex items-start gap-3 rounded-md border border-border bg-surface p-4">
              <span
                aria-hidden="true"
                className="mt-1 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                ✓
              </span>
              <span className="text-base text-text">{item}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="recruit-offers" title="이렇게 도와 드려요">
        <FeatureGrid columns={3} tone="muted" items={OFFERS} />
      </Section>

      <Section id="recruit-process" title="지원부터 첫 수업까지">
        <StepList layout="cards" steps={PROCESS} />
      </Section>

      <Section id="recruit-apply" title="지원 방법">
        <div className="flex flex-col gap-4 rounded-lg bg-primary-soft p-6">
          <p className="text-base text-text">
            지원서는 교사 전용 사이트에서 받아요. 궁금한 점은 고객센터(1600-0000, 평일 09:00~18:00)나 가까운
            지점으로 문의해 주세요.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link variant="plain" href={TEACHER_SITE} target="_blank" rel="noopener noreferrer">
                교사 전용 사이트에서 지원하기
                <span className="sr-only"> (새 창 열림)</span>
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link variant="plain" href="/services/branch">
                가까운 지점 찾기
              </Link>
            </Button>
          </div>
        </div>
      </Section>
    </BrandPage>
  );
}
