import { describe, expect, it } from 'vitest';
import { isOwnService } from './cas.ts';

describe('isOwnService: a CAS ticket is asked about only for a service of ours', () => {
  it.each([
    ['https://admin.example/user/login', 'https://admin.example/', true],
    ['https://admin.example/isystem/user?x=1', 'https://admin.example/', true],
    ['https://admin.example/user/login?redirect=%2Fa', 'https://admin.example/user/login', true],
    ['https://admin.example/user/loginx', 'https://admin.example/user/login', false],
    ['https://other.example/user/login', 'https://admin.example/', false],
    ['http://admin.example/user/login', 'https://admin.example/', false],
    ['https://admin.example:8443/', 'https://admin.example/', false],
    ['https://evil@admin.example/', 'https://admin.example/', false],
    ['/user/login', 'https://admin.example/', false],
  ])('%s under %s: %s', (service, configured, own) => {
    expect(isOwnService(service, configured)).toBe(own);
  });
});
