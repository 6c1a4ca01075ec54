import { use } from 'react';
import { loadHistory } from '@/content';
import { cvIn } from '@/cv/cvIn';
import { PrintCv } from './PrintCv';

/** Each language's work history and education on their way, asked for once. */
const historyLoads = new Map<string, Promise<void>>();

function historyLoaded(language: string): Promise<void> {
  const loading = historyLoads.get(language) ?? loadHistory(language);
  historyLoads.set(language, loading);
  return loading;
}

/**
 * The CV in `language`, drawn by the app after the page (print-cv.css shows it on paper), once
 * its history has loaded: only About loads it for itself.
 */
export default function AppDrawnCv({ language }: { language: string }) {
  use(historyLoaded(language));
  return <PrintCv cv={cvIn(language)} />;
}
