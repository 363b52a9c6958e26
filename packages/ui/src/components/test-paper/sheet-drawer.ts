import { createContext } from 'react';

/**
 * The answer sheet's drawer below 900 px, as TestPaperLayout holds it: a question number pressed in the sheet closes
 * it, so the question jumped to is not left under the open drawer. Null outside the layout (the sheet alone).
 */
export const SheetDrawerContext = createContext<{ close: () => void } | null>(null);
