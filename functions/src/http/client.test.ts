import { describe, expect, it } from 'vitest';
import { LOCAL_UNKNOWN_ADDRESS, addressFrom, socketAddress } from './client';

describe('addressFrom: the client address is the entry the platform appended', () => {
  it('takes the second entry from the right with 2 hops (Google front end: <client-ip>,<its own>)', () => {
    expect(addressFrom('203.0.113.5, 66.102.8.142', '169.254.8.129', 2)).toBe('203.0.113.5');
  });

  it.each(['198.51.100.1', '10.0.0.1, 10.0.0.2', 'not-an-ip', '1.1.1.1,  2.2.2.2 , 3.3.3.3'])(
    'ignores whatever the client wrote before it (%j)',
    (forged) => {
      expect(addressFrom(`${forged}, 203.0.113.5, 66.102.8.142`, '169.254.8.129', 2)).toBe('203.0.113.5');
    },
  );

  it('reads a header sent as several lines as one list', () => {
    expect(addressFrom(['9.9.9.9', '203.0.113.5, 66.102.8.142'], undefined, 2)).toBe('203.0.113.5');
  });

  it('counts the hops it is configured with', () => {
    expect(addressFrom('9.9.9.9, 203.0.113.5, 35.1.1.1, 66.102.8.142', undefined, 3)).toBe('203.0.113.5');
  });

  it('uses the socket address when the header has fewer entries than the platform appends (no front end)', () => {
    expect(addressFrom('198.51.100.1', '127.0.0.1', 2)).toBe('127.0.0.1');
    expect(addressFrom(undefined, '127.0.0.1', 2)).toBe('127.0.0.1');
    expect(addressFrom(' , ', undefined, 2)).toBe('unknown');
    // No socket address and too few entries: nothing trustworthy, so no entry is taken.
    expect(addressFrom('127.0.0.1', undefined, 2)).toBe('unknown');
  });
});

describe('socketAddress: local mode reads the connection, never a header', () => {
  it('writes IPv4 peers of an IPv6 socket as IPv4, keeps IPv6 ones, and names a missing peer', () => {
    expect(socketAddress('::ffff:127.0.0.7')).toBe('127.0.0.7');
    expect(socketAddress('127.0.0.9')).toBe('127.0.0.9');
    expect(socketAddress('::1')).toBe('::1');
    expect(socketAddress(undefined)).toBe(LOCAL_UNKNOWN_ADDRESS);
  });
});
