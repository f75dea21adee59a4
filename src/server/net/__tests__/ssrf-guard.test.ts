import { describe, expect, it } from 'vitest';
import { forbiddenKind, forbiddenLiteralHost, resolveTarget, TargetRefused } from '../ssrf-guard';

/** What the WHATWG URL parser makes of a URL's host, as the guard receives it. */
const hostOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '');

describe('SSRF guard: IPv6 spellings of IPv4 addresses', () => {
  it.each([
    ['http://[::ffff:127.0.0.1]:8080/', 'loopback'],
    ['http://[::ffff:7f00:1]/', 'loopback'],
    ['http://[0:0:0:0:0:ffff:7f00:1]/', 'loopback'],
    ['http://[::ffff:a9fe:a9fe]/', 'a cloud metadata address'],
    ['http://[::ffff:10.0.0.5]/', 'private'],
  ])('SSRF: %s is IPv4-mapped %s and refused', (url, kind) => {
    const host = hostOf(url);
    expect(host).toMatch(/^::ffff:[0-9a-f]+:[0-9a-f]+$/); // the parser's hex form, which the old guard missed
    expect(forbiddenKind(host)).toBe(kind);
  });

  it.each([
    ['::7f00:1', 'an IPv4-compatible form of 127.0.0.1, which is loopback'],
    ['::a9fe:a9fe', 'an IPv4-compatible form of 169.254.169.254, which is a cloud metadata address'],
    ['64:ff9b::7f00:1', 'a NAT64 form of 127.0.0.1, which is loopback'],
    ['64:ff9b::a00:1', 'a NAT64 form of 10.0.0.1, which is private'],
    ['64:ff9b:1::a9fe:a9fe', 'a NAT64 form of 169.254.169.254, which is a cloud metadata address'],
    ['2002:7f00:1::', 'a 6to4 form of 127.0.0.1, which is loopback'],
    ['2002:c0a8:101::1', 'a 6to4 form of 192.168.1.1, which is private'],
    // Teredo client 127.0.0.1 (stored inverted: 80ff:fffe) behind the public server 65.54.227.120.
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'a Teredo form of 127.0.0.1, which is loopback'],
    // Public client 8.8.8.8 (f7f7:f7f7), private server 10.0.0.1.
    ['2001:0:a00:1:8000:63bf:f7f7:f7f7', 'a Teredo form of 10.0.0.1, which is private'],
  ])('SSRF: %s wraps a non-public IPv4 address and is refused', (address, kind) => {
    expect(forbiddenKind(address)).toBe(kind);
  });

  it.each([
    ['::ffff:8.8.8.8'],
    ['::808:808'],
    ['64:ff9b::808:808'],
    ['2002:808:808::1'],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7'],
  ])('SSRF: %s wraps a public IPv4 address and is allowed', (address) => {
    expect(forbiddenKind(address)).toBeUndefined();
  });
});

describe('SSRF guard: only ordinary public unicast passes', () => {
  it.each([
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'reserved'],
    ['0.1.2.3', 'reserved'],
    ['::', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['fd00:ec2::254', 'a cloud metadata address'],
    ['fd00:ec2::1', 'unique-local'],
    ['fec0::1', 'not a public unicast address (deprecatedSiteLocal)'],
    ['100::1', 'not a public unicast address (discard)'],
    ['2001:db8::1', 'reserved'],
    ['::ffff:0:7f00:1', 'not a public unicast address (rfc6145)'],
  ])('SSRF: %s is %s and refused', (address, kind) => {
    expect(forbiddenKind(address)).toBe(kind);
  });

  it.each(['not-an-address', '1.2.3.4.5', ':::1', ''])('SSRF: an unparseable address (%j) is refused', (address) => {
    expect(forbiddenKind(address)).toBe('not an IP address this service can judge');
  });

  it.each(['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:82a::200e'])(
    'a real public address (%s) is allowed',
    (address) => {
      expect(forbiddenKind(address)).toBeUndefined();
    },
  );
});

describe('SSRF guard: literal hosts in any spelling the URL parser accepts', () => {
  it.each([
    ['http://2130706433/', '127.0.0.1', 'loopback'],
    ['http://0x7f.1/', '127.0.0.1', 'loopback'],
    ['http://017700000001/', '127.0.0.1', 'loopback'],
    ['http://127.1:9000/', '127.0.0.1', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1', 'loopback'],
    ['http://[::ffff:7f00:1]/', '::ffff:7f00:1', 'loopback'],
    ['http://[0:0:0:0:0:ffff:7f00:1]/', '::ffff:7f00:1', 'loopback'],
    ['http://[::127.0.0.1]/', '::7f00:1', 'an IPv4-compatible form of 127.0.0.1, which is loopback'],
    ['https://[64:ff9b::10.0.0.1]/', '64:ff9b::a00:1', 'a NAT64 form of 10.0.0.1, which is private'],
    ['http://0xa9.0xfe.0xa9.0xfe/latest/meta-data/', '169.254.169.254', 'a cloud metadata address'],
  ])('SSRF: %s is the literal %s and refused', (url, address, kind) => {
    expect(forbiddenLiteralHost(url)).toEqual({ address, kind });
  });

  it.each(['https://hooks.example.com/argus', 'http://93.184.216.34/', 'http://[2606:4700:4700::1111]/', 'nope'])(
    '%s has no forbidden literal host',
    (url) => {
      expect(forbiddenLiteralHost(url)).toBeUndefined();
    },
  );

  it('SSRF: resolveTarget refuses [::ffff:7f00:1] and allows it only with private targets on', async () => {
    await expect(resolveTarget('[::ffff:7f00:1]', false)).rejects.toThrow(TargetRefused);
    await expect(resolveTarget('[::ffff:7f00:1]', false)).rejects.toThrow(
      'address ::ffff:7f00:1 is loopback; set WEBHOOK_ALLOW_PRIVATE_TARGETS to allow it',
    );
    await expect(resolveTarget('[::ffff:7f00:1]', true)).resolves.toEqual({ address: '::ffff:7f00:1', family: 6 });
  });
});
