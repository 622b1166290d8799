/**
 * A tiny authoritative DNS server on 127.0.0.1 (UDP) answering TXT records from a table, so the
 * built server's DKIM/SPF checks (INBOUND_DNS_SERVERS) run without the internet.
 * Also a resolver function with the same table for in-process mailauth calls.
 */
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

export type TxtRecords = Record<string, string[]>;

const TYPE_TXT = 16;

/** mailauth's `resolver` option over a fixed table: TXT only, NXDOMAIN (ENOTFOUND) otherwise. */
export function tableResolver(records: TxtRecords) {
  return async (name: string, rrtype: string): Promise<string[][]> => {
    const values = records[name.toLowerCase().replace(/\.$/, '')];
    if (!values) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    if (rrtype !== 'TXT') throw Object.assign(new Error(`query ENODATA ${name}`), { code: 'ENODATA' });
    return values.map((v) => chunk(v));
  };
}

function chunk(value: string): string[] {
  const parts: string[] = [];
  for (let i = 0; i < value.length; i += 255) parts.push(value.slice(i, i + 255));
  return parts.length ? parts : [''];
}

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (at < message.length) {
    const length = message[at] ?? 0;
    if (length === 0) return { name: labels.join('.'), end: at + 1 };
    labels.push(message.subarray(at + 1, at + 1 + length).toString('latin1'));
    at += 1 + length;
  }
  throw new Error('bad name');
}

export async function startDnsStandIn(records: TxtRecords): Promise<{ server: string; close: () => Promise<void> }> {
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    try {
      const { name, end } = readName(query, 12);
      const type = query.readUInt16BE(end);
      const question = query.subarray(12, end + 4);
      const values = records[name.toLowerCase().replace(/\.$/, '')];
      const answers = values && type === TYPE_TXT ? values : [];
      const header = Buffer.alloc(12);
      header.writeUInt16BE(query.readUInt16BE(0), 0);
      // QR + AA + RD (copied) + RA; NXDOMAIN when the name is unknown.
      header.writeUInt16BE(0x8400 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | (values ? 0 : 3), 2);
      header.writeUInt16BE(1, 4);
      header.writeUInt16BE(answers.length, 6);
      const records_ = answers.map((value) => {
        const rdata = Buffer.concat(chunk(value).map((part) => Buffer.concat([Buffer.from([part.length]), Buffer.from(part, 'latin1')])));
        const fixed = Buffer.alloc(12);
        fixed.writeUInt16BE(0xc00c, 0);
        fixed.writeUInt16BE(TYPE_TXT, 2);
        fixed.writeUInt16BE(1, 4);
        fixed.writeUInt32BE(60, 6);
        fixed.writeUInt16BE(rdata.length, 10);
        return Buffer.concat([fixed, rdata]);
      });
      socket.send(Buffer.concat([header, question, ...records_]), peer.port, peer.address);
    } catch {
      // Not a query we understand: no answer.
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${(socket.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
