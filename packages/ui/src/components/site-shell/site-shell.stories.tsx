import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_MENU, STUDY_MENU } from '@buddy/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from '../breadcrumb';
import { ErrorPage } from '../error-page';
import { Footer } from '../footer';
import { footerSample } from '../footer/footer.samples';
import { Header } from '../header';
import {
  breadcrumbWords,
  headerWords,
  loginWords,
  memberWords,
  productsWithEbp,
} from '../header/header.samples';
import { LoginBox } from '../login-box';
import { MemberBox } from '../member-box';
import { SiteShell } from './site-shell';

const notFound = (
  <ErrorPage
    code={404}
    words={{
      title: '페이지를 찾을 수 없습니다',
      description: '요청하신 페이지가 삭제되었거나 주소가 바뀌었을 수 있어요.',
      home: '홈으로',
    }}
  />
);

const meta = {
  title: 'Site/SiteShell',
  component: SiteShell,
  args: { theme: 'brand', skipLinkLabel: '본문 바로가기' },
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand site's default layout: header, breadcrumb, content, footer. */
export const BrandDefaultLayout: Story = {
  render: (args) => (
    <SiteShell
      {...args}
      header={
        <Header
          homeHref="/"
          menuHeight={400}
          menu={BRAND_MENU}
          words={headerWords}
          currentPath="/services/faq"
          account={<LoginBox words={loginWords} onSubmit={fn()} />}
        />
      }
      breadcrumb={
        <Breadcrumb menu={BRAND_MENU} currentPath="/services/faq" words={breadcrumbWords} onNavigate={fn()} />
      }
      footer={<Footer {...footerSample} />}
    >
      <h1 className="py-10 text-2xl font-bold">자주 묻는 질문</h1>
    </SiteShell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: '본문 바로가기' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

/** The study layout: no breadcrumb (brand site only), the study theme. */
export const StudyLayout: Story = {
  args: { theme: 'study' },
  render: (args) => (
    <SiteShell
      {...args}
      header={
        <Header
          homeHref="/study"
          menuHeight={300}
          menu={STUDY_MENU}
          words={headerWords}
          account={
            <MemberBox
              name="이하나"
              gender="female"
              products={productsWithEbp}
              rewardProductId="EBP"
              currentProductId="EBP"
              onSelectProduct={fn()}
              onOpenReview={fn()}
              onLogout={fn()}
              words={memberWords}
            />
          }
        />
      }
      footer={<Footer {...footerSample} />}
    >
      {notFound}
    </SiteShell>
  ),
};

export const Mobile: Story = {
  ...BrandDefaultLayout,
  play: undefined,
  globals: { viewport: { value: 'mobile' } },
};
