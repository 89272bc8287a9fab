// The import side of typescript-5.mjs: dependency-cruiser's import('typescript') gets TypeScript 5.
import { fromCruiser, toTypeScript5 } from './redirect.mjs';

export const resolve = (specifier, context, nextResolve) =>
  nextResolve(fromCruiser(context.parentURL) ? toTypeScript5(specifier) : specifier, context);
