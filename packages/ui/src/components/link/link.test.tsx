import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { Link, LinkProvider, type LinkComponentProps } from './link';

afterEach(cleanup);

function FakeRouterLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a href={`#router${href}`} data-router="" {...props}>
      {children}
    </a>
  );
}

describe('given no LinkProvider', () => {
  it('renders a plain anchor with the href and aria attributes', async () => {
    render(
      <Link href="/study" aria-current="page">
        학습하기
      </Link>,
    );
    const link = page.getByRole('link', { name: '학습하기' });
    await expect.element(link).toHaveAttribute('href', '/study');
    await expect.element(link).toHaveAttribute('aria-current', 'page');
    await expect.element(link).toHaveAttribute('data-variant', 'inline');
  });
});

describe('given a LinkProvider with a router link', () => {
  it('renders in-site paths through the provided component', async () => {
    render(
      <LinkProvider component={FakeRouterLink}>
        <Link href="/study" target="_self">
          학습하기
        </Link>
      </LinkProvider>,
    );
    const link = page.getByRole('link', { name: '학습하기' });
    await expect.element(link).toHaveAttribute('href', '#router/study');
    await expect.element(link).toHaveAttribute('data-router');
    await expect.element(link).toHaveAttribute('target', '_self');
  });

  it.each(['https://example.com', '//example.com', 'mailto:help@example.com'])(
    'renders the absolute URL %s as a plain anchor',
    async (href) => {
      render(
        <LinkProvider component={FakeRouterLink}>
          <Link href={href}>바깥</Link>
        </LinkProvider>,
      );
      const link = page.getByRole('link', { name: '바깥' });
      await expect.element(link).toHaveAttribute('href', href);
      await expect.element(link).not.toHaveAttribute('data-router');
    },
  );

  it('renders a plain anchor when external is set', async () => {
    render(
      <LinkProvider component={FakeRouterLink}>
        <Link href="/download" external>
          내려받기
        </Link>
      </LinkProvider>,
    );
    await expect.element(page.getByRole('link', { name: '내려받기' })).toHaveAttribute('href', '/download');
  });
});
