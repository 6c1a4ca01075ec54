export interface PageTitleProps {
  title: string;
}

/** Sets the document title while the page is shown (React hoists `<title>` into the head). */
export function PageTitle({ title }: PageTitleProps) {
  return <title>{title}</title>;
}
