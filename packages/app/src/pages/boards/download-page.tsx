/**
 * /study/qna/download (spec §2 Study area qna download): the guides a family can keep. Each guide is short text made
 * here and shown on the page; its download is the same text as a file built in the browser (no file on a server that
 * could go missing, no dead link).
 */
import { Download, FileText } from 'lucide-react';
import { DAILY_STUDY_MINUTES } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { BoardPage } from './board-page';

export const DOWNLOAD_WORDS = {
  title: '자료실',
  lead: '학습에 도움이 되는 안내문이에요. 읽어 보고, 필요하면 내려받아 두세요.',
  download: (title: string) => `${title} 내려받기`,
  fileNote: '텍스트 파일 (.txt)',
} as const;

export const GUIDES: readonly { id: string; title: string; summary: string; lines: readonly string[] }[] = [
  {
    id: 'study-start',
    title: '학습 시작 안내',
    summary: '처음 공부를 시작할 때 알아 두면 좋은 것들이에요.',
    lines: [
      '1. 로그인한 뒤 위쪽 메뉴의 학습 홈으로 가요.',
      '2. 내 코스와 단계, 주차를 확인해요. 한 주는 다섯 날로 되어 있어요.',
      '3. 오늘의 학습에서 공부할 날을 골라 유닛을 하나씩 끝내요.',
      '4. 한 주를 마치면 Weekly Test, 한 단계를 마치면 Monthly Test를 봐요.',
      '5. 궁금한 점은 마이페이지의 1:1 문의에 남겨 주세요.',
    ],
  },
  {
    id: 'parents',
    title: '부모님 안내',
    summary: '아이의 학습을 함께 살펴보는 방법이에요.',
    lines: [
      '- 마이페이지의 이달의 학습과 출석부에서 공부한 날을 볼 수 있어요.',
      '- 학습 리포트에서 시험 점수와 진도율을 한눈에 볼 수 있어요.',
      '- 말하기 기록에서 아이가 녹음한 목소리를 듣고 내려받을 수 있어요.',
      `- 하루 ${DAILY_STUDY_MINUTES}분, 같은 시간에 공부하는 습관을 만들어 주세요.`,
    ],
  },
  {
    id: 'recording',
    title: '녹음 준비 안내',
    summary: '말하기 유닛에서 목소리를 녹음하기 전에 확인해요.',
    lines: [
      '- 크롬 브라우저에서 마이크 사용을 허용해 주세요.',
      '- 조용한 곳에서 마이크와 한 뼘 정도 떨어져 말해요.',
      '- 녹음이 작게 되면 컴퓨터의 입력 음량을 올려 주세요.',
      '- 녹음은 한 번에 5MB까지 저장돼요.',
    ],
  },
];

function fileHref(guide: (typeof GUIDES)[number]): string {
  const text = [`버디잉글리시 ${guide.title}`, '', guide.summary, '', ...guide.lines, ''].join('\r\n');
  return `data:text/plain;charset=utf-8,${encodeURIComponent(`\uFEFF${text}`)}`;
}

export default function DownloadPage() {
  return (
    <BoardPage area="qna" title={DOWNLOAD_WORDS.title} lead={DOWNLOAD_WORDS.lead}>
      <ul className="m-0 grid list-none gap-4 p-0 desktop:grid-cols-3">
        {GUIDES.map((guide) => (
          <li key={guide.id}>
            <article
              aria-labelledby={`guide-${guide.id}`}
              className="flex h-full flex-col gap-3 rounded-lg border-2 border-border bg-surface p-5"
            >
              <h2 id={`guide-${guide.id}`} className="m-0 flex items-center gap-2 text-xl font-bold">
                <FileText aria-hidden="true" className="size-6 text-primary" />
                {guide.title}
              </h2>
              <p className="m-0 text-muted">{guide.summary}</p>
              <ul className="m-0 flex flex-1 list-none flex-col gap-1 p-0 text-base break-keep">
                {guide.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <Button asChild variant="secondary">
                <a href={fileHref(guide)} download={`버디잉글리시-${guide.title.replaceAll(' ', '-')}.txt`}>
                  <Download aria-hidden="true" />
                  {DOWNLOAD_WORDS.download(guide.title)}
                </a>
              </Button>
              <p className="m-0 text-center text-sm text-muted">{DOWNLOAD_WORDS.fileNote}</p>
            </article>
          </li>
        ))}
      </ul>
    </BoardPage>
  );
}
