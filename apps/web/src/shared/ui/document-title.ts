import { useEffect } from 'react';

/** Sets the tab title: "<page> · <brand>". */
export const useDocumentTitle = (title: string, brand: string) => {
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
};
