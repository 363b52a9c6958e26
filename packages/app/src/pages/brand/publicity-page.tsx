/** /introduce/publicity (홍보 자료): the brand's story, its look (mascot and colours) and where news is published. */
import { DAILY_STUDY_MINUTES } from '@buddy/domain';
import { MascotFigure } from '@buddy/ui/mascot';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { PageHero } from '@buddy/ui/page-hero';
import { StepList } from '@buddy/ui/step-list';
import { PublicityArt } from './art';
import { BrandPage, Section } from './brand-sections';
import type { CourseLetter } from './programs';

const STORY = [
  {
    title: '그림책을 만들던 사람들',
    text: '버디잉글리시는 오랫동안 어린이책과 영어 교재를 만들어 온 편집자들이 시작했어요. 책장을 넘기는 설렘을 화면 속에서도 지키고 싶었어요.',
  },
  {
    title: `매일 ${DAILY_STUDY_MINUTES}분의 온라인 학습`,
    text: '교재와 함께 집에서 매일 조금씩 공부할 수 있도록, 듣고 말하고 읽고 쓰는 하루 학습을 온라인에 열었어요.',
  },
  {
    title: '공부가 놀이가 되는 버디몬',
    text: '공부하며 모은 코인으로 나만의 버디몬을 키우고 꾸미는 보상 공간을 더했어요. 아이들이 먼저 “오늘 공부 했어?”를 묻기 시작했어요.',
  },
  {
    title: '이야기로 넓히는 RnL',
    text: '노래, 애니메이션, 단계별 이야기책으로 읽기와 듣기를 넓히는 RnL 프로그램을 더해 지금의 버디잉글리시가 되었어요.',
  },
];

const COLOURS: { course: CourseLetter; label: string; hex: string }[] = [
  { course: 'a', label: '코스 A', hex: '#EA5364' },
  { course: 'b', label: '코스 B', hex: '#EE4F36' },
  { course: 'c', label: '코스 C', hex: '#1BAC78' },
  { course: 'd', label: '코스 D', hex: '#268ABD' },
  { course: 'e', label: '코스 E', hex: '#32BD27' },
  { course: 'f', label: '코스 F', hex: '#2F73C3' },
  { course: 'g', label: '코스 G', hex: '#882FC3' },
];

export function PublicityPage() {
  return (
    <BrandPage>
      <PageHero
        titleId="publicity-title"
        eyebrow="홍보 자료"
        title="버디잉글리시를 소개합니다"
        lead={
          <p>
            버디잉글리시가 걸어온 길과 브랜드의 얼굴을 모았어요. 기사나 소개 자료를 준비하시는 분께 도움이
            되면 좋겠어요.
          </p>
        }
        illustration={<PublicityArt />}
      />

      <Section id="story" title="브랜드 이야기" lead="책을 만들던 마음으로 온라인 영어 학습을 만들었어요.">
        <StepList steps={STORY} />
      </Section>

      <Section
        id="identity"
        title="버디와 브랜드 색"
        lead="말풍선 모양의 친구 ‘버디’는 아이에게 먼저 말을 거는 영어 친구예요. 일곱 코스는 저마다의 색을 가지고 있어요."
      >
        <div className="grid gap-6 desktop:grid-cols-[240px_1fr] desktop:items-center">
          <figure className="m-0 flex flex-col items-center gap-3 rounded-lg bg-primary-soft p-6">
            <svg viewBox="0 0 48 48" role="img" aria-label="웃고 있는 버디 캐릭터" className="size-32">
              <MascotFigure pose="happy" />
            </svg>
            <figcaption className="text-base font-bold text-text">버디 (Buddy)</figcaption>
          </figure>
          <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 min-[600px]:grid-cols-4">
            {COLOURS.map((colour) => (
              <li
                key={colour.course}
                data-course={colour.course}
                className="flex items-center gap-3 rounded-md border border-border bg-surface p-3"
              >
                <span aria-hidden="true" className="size-10 shrink-0 rounded-md bg-course" />
                <span className="flex flex-col">
                  <span className="text-base font-bold text-text">{colour.label}</span>
                  <span className="text-sm text-muted tabular-nums">{colour.hex}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="news" title="보도 자료와 소식">
        <div className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-6">
          <p className="text-base text-text">
            새 프로그램 출시, 수상 소식, 행사 안내는 공지사항에서 가장 먼저 알려 드려요. 취재와 제휴 문의는
            홍보 담당자에게 메일(press@buddy-english.example)로 보내 주시면 영업일 기준 2일 안에 답장드려요.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link variant="plain" href="/services/notice">
                공지사항 보기
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link variant="plain" href="/services/faq">
                자주 묻는 질문
              </Link>
            </Button>
          </div>
        </div>
      </Section>
    </BrandPage>
  );
}
