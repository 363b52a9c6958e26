import { afterEach, describe, expect, it } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { page } from 'vitest/browser';
import { Link } from '@buddy/ui/link';
import { AppRoot } from './app-root';

let host: HTMLElement | null = null;
let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  host?.remove();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** The app's root element around two pages, with the kit's links in them (made by the app's link adapter). */
function renderAt(path: string, onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <AppRoot />,
        children: [
          {
            index: true,
            element: (
              <>
                <Where />
                <Link href="/study?week=2">학습하기</Link>
                <Link href="/notice" target="_blank">
                  새 창 공지
                </Link>
                <Link href="/notice" onClick={onClick}>
                  공지
                </Link>
              </>
            ),
          },
          { path: '*', element: <Where /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(<RouterProvider router={router} />);
  return router;
}

describe("the kit's in-site links in the app (the router's link hooks, routes/app-root.tsx)", () => {
  it("write the router's address and follow a plain click within the page", async () => {
    const router = renderAt('/');
    const link = page.getByRole('link', { name: '학습하기' });
    await expect.element(link).toHaveAttribute('href', '/study?week=2');
    await link.click();
    await expect.element(page.getByTestId('where')).toHaveTextContent('/study?week=2');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leave a click with a modifier key, or on a link to another window, to the browser', async () => {
    const router = renderAt('/');
    const seen: boolean[] = [];
    const record = (event: MouseEvent) => {
      seen.push(event.defaultPrevented);
      event.preventDefault(); // the browser would open a tab: not in a test
    };
    document.addEventListener('click', record);
    try {
      await page.getByRole('link', { name: '학습하기' }).click({ modifiers: ['ControlOrMeta'] });
      await page.getByRole('link', { name: '새 창 공지' }).click();
    } finally {
      document.removeEventListener('click', record);
    }
    expect(seen).toEqual([false, false]);
    expect(router.state.location.pathname).toBe('/');
  });

  it("leave a click the page's own handler prevented where it is", async () => {
    const router = renderAt('/', (event) => event.preventDefault());
    await page.getByRole('link', { name: '공지', exact: true }).click();
    expect(router.state.location.pathname).toBe('/');
    expect(document.querySelector('[data-testid="where"]')?.textContent).toBe('/');
    // The same page's other link still goes: the one click above was followed and left, not missed.
    await page.getByRole('link', { name: '학습하기' }).click();
    await expect.element(page.getByTestId('where')).toHaveTextContent('/study?week=2');
  });
});
