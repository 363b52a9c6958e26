// The bench's reference page (bench/pages/pages.bench.mjs): React 19, a browser router and a query client, one route
// that renders a heading and a paragraph from a query. No kit, no fonts, no CSS file: the floor the app's pages are
// compared with.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';

const queryClient = new QueryClient();

function Page() {
  const { data } = useQuery({
    queryKey: ['greeting'],
    queryFn: async () => ({
      title: '아이와 함께 자라는 즐거운 영어',
      lead: '비기너부터 프라임, 리딩앤리스닝까지 아이 수준에 맞춰 매일 즐겁게 배워요.',
    }),
  });
  if (!data) return null;
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '24px' }}>
      <h1 style={{ fontSize: '32px' }}>{data.title}</h1>
      <p style={{ fontSize: '18px' }}>{data.lead}</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', Component: Page }]);

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
