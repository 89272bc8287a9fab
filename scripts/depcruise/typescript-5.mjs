// dependency-cruiser reads TypeScript and TSX through the compiler's JavaScript API, which TypeScript 7
// (the project's compiler, a native binary) no longer has. It is handed TypeScript 5's instead,
// installed as `typescript-5`: only dependency-cruiser's own look-ups of `typescript` are redirected,
// through require (its version check) and import (the compiler itself). Loaded with node --import.
import Module, { register } from 'node:module';
import { fromCruiser, toTypeScript5 } from './redirect.mjs';

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveForCruiser(request, parent, ...rest) {
  const redirected = fromCruiser(parent?.filename) ? toTypeScript5(request) : request;
  return resolveFilename.call(this, redirected, parent, ...rest);
};

register(new URL('./typescript-5-hooks.mjs', import.meta.url));
