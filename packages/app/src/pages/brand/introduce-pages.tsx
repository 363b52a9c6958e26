/**
 * The introduction area (spec §2 /introduce): the philosophy, the programs (program-page.tsx) and the publicity page.
 * One module: each route picks its page by name.
 */
import { DAILY_STUDY_MINUTES } from '@buddy/domain';
import { FeatureGrid } from '@buddy/ui/feature-grid';
import { Link } from '@buddy/ui/link';
import { PageHero } from '@buddy/ui/page-hero';
import { StepList } from '@buddy/ui/step-list';
import { PhilosophyArt } from './art';
import { BrandPage, CallToAction, Section } from './brand-sections';
import { ICONS } from './icons';

export { programPage } from './program-page';
export { PublicityPage } from './publicity-page';

const BELIEFS = [
  {
    title: '즐거움이 먼저예요',
    text: '재미있어야 다시 열어 보고 싶어져요. 노래, 이야기, 게임으로 아이가 스스로 찾는 영어를 만들어요.',
    icon: ICONS.heart,
  },
  {
    title: '매일 조금씩, 꾸준하게',
    text: `하루에 몰아서 한 시간보다 매일 ${DAILY_STUDY_MINUTES}분이 더 오래 남아요. 짧고 분명한 하루 학습으로 습관을 만들어요.`,
    icon: ICONS.calendar,
  },
  {
    title: '아이의 속도를 존중해요',
    text: '레벨 테스트로 시작점을 찾고, 단계마다 충분히 익힌 다음 올라가요. 빠르기보다 단단하게 쌓아요.',
    icon: ICONS.chart,
  },
  {
    title: '곁에 있는 어른과 함께',
    text: '부모님은 리포트로 아이의 하루를 보고, 선생님은 아이의 기록을 보며 필요한 도움을 건네요.',
    icon: ICONS.people,
  },
];

const ORDER = [
  { title: '듣기', text: '영어 소리를 충분히 들으며 귀를 열어요. 노래와 이야기가 좋은 출발점이에요.' },
  {
    title: '말하기',
    text: '들은 소리를 따라 말하고, 녹음해서 다시 들어요. 틀려도 괜찮다는 마음이 중요해요.',
  },
  { title: '읽기', text: '소리와 글자를 이어 파닉스를 익히고, 단계에 맞는 이야기책을 스스로 읽어요.' },
  { title: '쓰기', text: '단어에서 문장으로, 문장에서 짧은 글로. 내 생각을 영어로 적는 데까지 가요.' },
];

const PROMISES = [
  {
    title: '우리가 만든 콘텐츠',
    text: '어린이책을 만들어 온 편집자와 영어 교육 전문가가 교재와 문제를 직접 만들고 검수해요.',
    icon: ICONS.book,
  },
  {
    title: '광고 없는 학습 화면',
    text: '공부하는 동안 아이의 눈을 빼앗는 광고를 보여 주지 않아요.',
    icon: ICONS.star,
  },
  {
    title: '아이의 정보는 소중하게',
    text: (
      <>
        꼭 필요한 정보만 받고, 14세 미만 아이는 보호자의 동의를 받아요. 자세한 내용은{' '}
        <Link href="/services/privacy">개인정보처리방침</Link>에 있어요.
      </>
    ),
    icon: ICONS.shield,
  },
];

export function PhilosophyPage() {
  return (
    <BrandPage>
      <PageHero
        titleId="philosophy-title"
        eyebrow="교육 철학"
        title="아이의 속도로, 매일 조금씩 자라는 영어"
        lead={
          <p>
            버디잉글리시는 영어를 ‘해야 하는 공부’보다 ‘하고 싶은 놀이’로 먼저 만나게 하고 싶어요. 좋아하는
            마음이 자라면 실력은 그 뒤를 따라와요.
          </p>
        }
        illustration={<PhilosophyArt />}
      />

      <Section id="beliefs" title="버디잉글리시가 믿는 네 가지">
        <FeatureGrid columns={2} items={BELIEFS} />
      </Section>

      <Section
        id="order"
        title="배움이 자라는 순서"
        lead="아이가 모국어를 배울 때처럼, 충분히 듣고 나서 말하고, 말할 수 있게 되면 읽고 써요."
      >
        <StepList layout="cards" steps={ORDER} />
      </Section>

      <Section id="promises" title="아이와 부모님께 드리는 약속">
        <FeatureGrid columns={3} tone="muted" items={PROMISES} />
      </Section>

      <CallToAction
        id="philosophy-cta"
        title="우리 아이의 시작점을 찾아보세요"
        text="레벨 테스트로 지금의 실력을 확인하고, 아이에게 맞는 프로그램으로 시작해요."
        secondary={{ label: '버디 체험하기', href: '/experience/eb' }}
      />
    </BrandPage>
  );
}
