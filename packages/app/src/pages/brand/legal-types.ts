/** The shape of the terms and the privacy policy: numbered articles of paragraphs, lists and tables. */
export type LegalBlock =
  | string
  | { list: string[]; ordered?: boolean }
  | { table: { caption: string; head: string[]; rows: string[][] } };

export interface LegalArticle {
  id: string;
  title: string;
  body: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  lead: string;
  effective: string;
  /** The same document in a child's words, shown first (the privacy policy). */
  forChildren?: { title: string; points: string[] };
  articles: LegalArticle[];
}
