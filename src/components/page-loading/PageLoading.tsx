import { usePageLanguage } from '@/components/language/usePageLanguage';

/**
 * Stands in for a page whose code is still being fetched on the first load, so the layout and
 * navbar render at once and screen readers hear why the main area is empty for a moment.
 */
export function PageLoading() {
  const { content } = usePageLanguage();
  return (
    <p role="status" className="visually-hidden">
      {content.interface.loadingPage}
    </p>
  );
}
