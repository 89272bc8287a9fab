import { type ComponentType, lazy } from 'react';
import { loadLaterParts } from './later-parts.ts';

/** A lazily loaded component beyond the first screen: it shows once its code, texts and styles are in. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy takes a component of any props.
export const lazyLater = <T extends ComponentType<any>>(load: () => Promise<T>) =>
  lazy(async () => {
    const [component] = await Promise.all([load(), loadLaterParts()]);
    return { default: component };
  });
