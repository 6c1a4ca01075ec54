import { cvIn } from '@/cv/cvIn';
import { PrintCv } from './PrintCv';

/** The CV in `language`, drawn by the app after the page (print-cv.css shows it on paper). */
export default function AppDrawnCv({ language }: { language: string }) {
  return <PrintCv cv={cvIn(language)} />;
}
