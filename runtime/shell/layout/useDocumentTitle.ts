import { useEffect } from 'react';
import { documentTitle } from './documentTitle';

export function useDocumentTitle(pageTitle: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
