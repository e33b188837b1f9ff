import type { FieldTypeModel } from './_types';
import { say } from '../../../resources/_text';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
// Loose IPv6: hex groups and colons, at most one `::`; a browser never needs more precision here.
const IPV6 = /^(?=.*:)(?!.*::.*::)[0-9a-f:]{2,39}$/i;

/** An IPv4 or IPv6 address; lists show where it is (the engine looks it up, once per address). */
const ipAddress: FieldTypeModel = {
  check: (field, value) =>
    typeof value === 'string' && (IPV4.test(value) || IPV6.test(value))
      ? undefined
      : say`${field.label} must be an IPv4 or IPv6 address`,
  width: 260,
  searchable: true,
  maxLength: 39,
  sample: (_field, source) =>
    [31, 45, 62, 77][source.index % 4] +
    `.${Math.floor(source.next() * 256)}.${Math.floor(source.next() * 256)}.${1 + Math.floor(source.next() * 254)}`,
  schema: () => ({ type: 'string', description: 'an IPv4 or IPv6 address' }),
};
export default ipAddress;
