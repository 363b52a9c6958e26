import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { Link } from '../link';
import { MascotFigure } from '../mascot';
import { PageHero } from './page-hero';

/** A stand-in picture: the mascot on a tinted circle (the app passes its own illustrations). */
function Picture() {
  return (
    <svg viewBox="0 0 200 160" aria-hidden="true" focusable="false" className="w-full">
      <circle cx="100" cy="80" r="72" className="fill-surface" />
      <MascotFigure x={52} y={32} size={96} />
    </svg>
  );
}

const meta = {
  title: 'Content/PageHero',
  component: PageHero,
  args: {
    eyebrow: '버디잉글리시 소개',
    title: '아이의 속도로 자라는 영어',
    lead: '매일 10분, 듣고 말하고 읽으며 영어와 친해져요.',
    illustration: <Picture />,
    actions: (
      <Button asChild size="lg">
        <Link variant="plain" href="/tests">
          레벨 테스트 해보기
        </Link>
      </Button>
    ),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['brand', 'course', 'plain'] } },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '아이의 속도로 자라는 영어' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '레벨 테스트 해보기' })).toHaveAttribute('href', '/tests');
  },
};

/** Inside a course theme the tint and the eyebrow take the course's colours. */
export const CourseTone: Story = {
  args: { tone: 'course', eyebrow: 'Buddy Prime' },
  parameters: { course: 'f' },
};

export const PlainWithoutPicture: Story = {
  args: { tone: 'plain', illustration: undefined, actions: undefined, eyebrow: undefined },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
