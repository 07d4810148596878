import { safeExternalUrl } from '../../src/model/safe-url';

describe('safeExternalUrl', () => {
  it('passes absolute http(s) URLs, normalised', () => {
    expect(safeExternalUrl('https://naga.example')).toBe('https://naga.example/');
    expect(safeExternalUrl('  HTTP://Naga.Example/promo?x=1 ')).toBe('http://naga.example/promo?x=1');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/admin',
    '//evil.example',
    'naga.example',
    '',
    null,
    undefined,
  ])('refuses %s', (url) => {
    expect(safeExternalUrl(url)).toBeNull();
  });
});
