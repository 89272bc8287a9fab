import { describe, expect, it } from 'vitest';
import { isAllowedSocketOrigin } from './socket-origin.ts';

describe('which pages may open the event socket', () => {
  const config = { PUBLIC_URL: 'https://ship.example.com/app', APP_ORIGINS: ['https://admin.example.com'] };
  it.each([
    { origin: undefined, host: 'ship.example.com', isAllowed: true, why: 'no browser: the session decides' },
    { origin: 'https://ship.example.com', host: 'internal:3000', isAllowed: true, why: 'PUBLIC_URL' },
    { origin: 'https://admin.example.com', host: 'internal:3000', isAllowed: true, why: 'APP_ORIGINS' },
    {
      origin: 'http://localhost:5173',
      host: 'localhost:5173',
      isAllowed: true,
      why: 'the host it is reached on',
    },
    { origin: 'https://evil.example', host: 'ship.example.com', isAllowed: false, why: 'another site' },
    {
      origin: 'http://ship.example.com.evil.example',
      host: 'ship.example.com',
      isAllowed: false,
      why: 'a look-alike',
    },
    { origin: 'http://localhost:5174', host: 'localhost:5173', isAllowed: false, why: 'another port' },
    { origin: 'null', host: 'ship.example.com', isAllowed: false, why: 'an opaque origin (sandbox, file)' },
    { origin: 'not a url', host: 'ship.example.com', isAllowed: false, why: 'garbage' },
  ])('$why: $origin → $isAllowed', ({ origin, host, isAllowed }) => {
    const headers = { host, ...(origin === undefined ? {} : { origin }) };
    expect(isAllowedSocketOrigin({ headers }, config)).toBe(isAllowed);
  });
});
