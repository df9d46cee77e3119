import { describe, expect, it } from 'vitest';
import { splitNumber } from '../../templates/islands/wizard/step-number.tsx';

// Issue 45, item 13: "+972521234567" was shown as "+972 521234567", a space the service never sent.
describe('a listed number split into its prefix and main part', () => {
  it.each([
    ['+52 55 1234 5678', '+52', { prefix: '+52', main: '55 1234 5678' }],
    ['+972-50-111-2222', '+972', { prefix: '+972', main: '50-111-2222' }],
    ['+1 (202) 555-0143', '+1', { prefix: '+1', main: '(202) 555-0143' }],
    ['+972521234567', '+972', { prefix: '', main: '+972521234567' }],
    ['+9725', '+972', { prefix: '', main: '+9725' }],
    ['0521234567', '+972', { prefix: '', main: '0521234567' }],
    [' +44 7911 123456 ', '+44', { prefix: '+44', main: '7911 123456' }],
  ])('%s with %s', (value, dial, expected) => {
    expect(splitNumber(value, dial)).toEqual(expected);
  });
});
